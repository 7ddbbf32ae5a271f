// Pure rules of the shell, unit-tested.

/** Pure: whether the sidebar is hidden; `pathname` is react-admin's (inside the account prefix). */
export function hideSidebarOnSettings(pathname: string, sidebarOpen: boolean, desktop: boolean): boolean {
  return pathname.split('/').filter(Boolean)[0] === 'settings' && desktop && !sidebarOpen;
}

/** Pure: the next trickle step, approaching but never reaching 90%. */
export function trickle(progress: number): number {
  if (progress >= 90) return progress;
  return Math.min(90, progress + Math.max(1, (90 - progress) * 0.25));
}
