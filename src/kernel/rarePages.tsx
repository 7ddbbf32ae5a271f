// Pages a signed-in user rarely sees (an unknown path, a refused page, a failed session check, the
// settings route), downloaded when one is shown instead of with every signed-in page. react-admin's
// error page stays in the main chunk: it must show even when downloading is what failed.
import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingScreen } from './shell/LoadingScreen';

function rarePage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function RarePage() {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <Page />
      </Suspense>
    );
  };
}

export const NotFoundPage = rarePage(async () => (await import('./rarePageComponents')).NotFound);
export const AccessDeniedPage = rarePage(async () => (await import('./rarePageComponents')).AccessDenied);
export const AuthenticationErrorPage = rarePage(async () => (await import('./rarePageComponents')).AuthenticationError);
export const SettingsRoutePage = rarePage(async () => (await import('./rarePageComponents')).SettingsPage);
