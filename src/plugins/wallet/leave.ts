// Leaving the console for the payments provider's page (same tab, as a checkout expects). One
// object, so a component test can watch where the browser would go (jsdom cannot navigate).
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
