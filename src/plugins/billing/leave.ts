// Leaving the console for a checkout or the billing portal (another page, maybe another site): a
// plain navigation of the tab, so the browser's back button returns here.
export function leaveTo(url: string): void {
  window.location.assign(url);
}
