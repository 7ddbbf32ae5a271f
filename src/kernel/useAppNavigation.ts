// Back / push / replace on the /app/[...path] segments (spec 2.1) for screens. Inside the current
// account prefix react-router navigates; a new prefix goes through the root, which remounts Admin.
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { navigateApp } from './appLocation';
import {
  accountPrefix,
  back,
  formatAppPath,
  parseAppPath,
  pushSegment,
  replaceSegment,
  type AccountSegment,
  type AppPath,
} from './navigation';

export function useAppNavigation() {
  const navigate = useNavigate();
  return useMemo(() => {
    const go = (next: AppPath) => {
      const current = parseAppPath(window.location.pathname);
      if (accountPrefix(next) === accountPrefix(current)) navigate(`/${next.rest.join('/')}`);
      else navigateApp(formatAppPath(next));
    };
    const here = () => parseAppPath(window.location.pathname);
    return {
      go,
      back: () => go(back(here())),
      push: (segment: AccountSegment | string) => go(pushSegment(here(), segment)),
      replace: (segment: AccountSegment | string) => go(replaceSegment(here(), segment)),
      /** e.g. switchAccount([{ type: 'org', id: 7 }], ['contacts']) */
      switchAccount: (accounts: AccountSegment[], rest: string[] = []) => navigateApp(formatAppPath({ accounts, rest })),
    };
  }, [navigate]);
}
