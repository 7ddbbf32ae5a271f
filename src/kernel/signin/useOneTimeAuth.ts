// ?oneTimeToken=... signs in through GET /api/v1/oneTimeAuth; the parameter is removed at once.
// Runs outside any router (the landing loads no react-router): it reads and rewrites window.location.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { MESSAGES, signInErrorMessage } from '../../adapters/errors';
import { navigateApp, subscribeAppLocation } from '../appLocation';
import type { Session } from '../session';
import type { SignInApi } from './signInApi';

const PARAM = 'oneTimeToken';
const getSearch = () => window.location.search;

/** The current address without the token, replacing its history entry. */
function dropTokenFromAddress() {
  const params = new URLSearchParams(window.location.search);
  params.delete(PARAM);
  const search = params.toString();
  navigateApp(`${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`, { replace: true });
}

export function useOneTimeAuth(api: SignInApi, session: Session): { pending: boolean; error: string | null } {
  const search = useSyncExternalStore(subscribeAppLocation, getSearch);
  const token = new URLSearchParams(search).get(PARAM);
  const handled = useRef<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (token === null || handled.current === token) return;
    handled.current = token;
    dropTokenFromAddress();
    if (!token.trim()) {
      setError(MESSAGES.noAuthTokenProvided);
      return;
    }
    setPending(true);
    setError(null);
    api
      .oneTimeAuth(token)
      .then((sessionToken) => session.signIn(sessionToken))
      .catch((e) => {
        console.error('[kernel] one-time auth failed', e);
        setError(signInErrorMessage(e, MESSAGES.couldNotAuthenticateWithToken));
      })
      .finally(() => setPending(false));
  }, [token, api, session]);

  return { pending: pending || (token !== null && handled.current !== token), error };
}
