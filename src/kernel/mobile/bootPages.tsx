// The pages of spec 2.1 outside /app that the kernel root shows itself, before any sign-in:
// /mobile/start (the landing after logout inside the mobile app) and /install (the store redirect).
// Each loads on demand: the sign-in landing carries none of them.
import { lazy, Suspense } from 'react';
import type { Brand } from '../../shared/whiteLabel';
import { MOBILE_LANDING } from '../constants';
import { LoadingScreen } from '../shell/LoadingScreen';

export const INSTALL_PATH = '/install';

const PAGES = {
  [MOBILE_LANDING]: lazy(() => import('./MobileStartPage')),
  [INSTALL_PATH]: lazy(() => import('./InstallPage')),
} as const;

export type BootPageName = keyof typeof PAGES;

/** The page of its own a path shows (a trailing slash allowed), or null. */
export function bootPageFor(pathname: string): BootPageName | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(PAGES, path) ? (path as BootPageName) : null;
}

export function BootPage({ page, brand, signedIn }: { page: BootPageName; brand: Brand; signedIn: boolean }) {
  const Page = PAGES[page];
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Page brand={brand} signedIn={signedIn} />
    </Suspense>
  );
}
