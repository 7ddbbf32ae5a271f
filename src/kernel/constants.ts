// The constants of spec doc 2 section 9 that the kernel uses, in one place.

export const VERIFICATION_CODE_LENGTH = 6;
export const TOAST_LIMIT = 1;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const LOADING_BAR_TRICKLE_MS = 800;
export const BREAKPOINTS = { sm: 550, md: 768, lg: 1024, xl: 1280, xxl: 1536, xxxl: 1836 } as const;

export const APP_ROOT = '/app';
export const MOBILE_LANDING = '/mobile/start';
/** paths outside /app that open a page of the app (spec 2.1), its query kept */
export const APP_LANDINGS: Readonly<Record<string, string>> = { '/inbox': '/inbox' };
export const DOCS_URL = '/docs';
export const API_URL: string = (import.meta.env?.VITE_API_URL as string | undefined) ?? '';
