// Embed mode (spec 2.2): on /app pages, when appEmbed is present and empty or true/1/yes/y (any
// case), or when the page is inside a frame of another origin. No app bar and no sidebar then.
const TRUTHY = ['', 'true', '1', 'yes', 'y'];

export function isEmbedMode(pathname: string, search: string, inForeignFrame: boolean): boolean {
  const onApp = pathname === '/app' || pathname.startsWith('/app/');
  if (!onApp) return false;
  if (inForeignFrame) return true;
  const value = new URLSearchParams(search).get('appEmbed');
  return value !== null && TRUTHY.includes(value.trim().toLowerCase());
}

/** True inside a frame whose parent has another origin (reading it throws, or it differs). */
export function detectForeignFrame(win: Window = window): boolean {
  try {
    if (win.self === win.top) return false;
    return win.top!.location.origin !== win.location.origin;
  } catch {
    return true;
  }
}
