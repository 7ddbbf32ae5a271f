// ?oneTimeToken=... signs in through GET /api/v1/oneTimeAuth; the parameter is removed at once.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES, signInErrorMessage } from '../../adapters/errors';
import { withParams } from '../../overlays/useOverlayParams';
import type { Session } from '../session';
import type { SignInApi } from './signInApi';

export function useOneTimeAuth(api: SignInApi, session: Session): { pending: boolean; error: string | null } {
  const location = useLocation();
  const navigate = useNavigate();
  const token = new URLSearchParams(location.search).get('oneTimeToken');
  const handled = useRef<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (token === null || handled.current === token) return;
    handled.current = token;
    navigate({ pathname: location.pathname, search: withParams(location.search, { oneTimeToken: null }) }, { replace: true });
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
  }, [token, api, session, navigate, location.pathname, location.search]);

  return { pending: pending || (token !== null && handled.current !== token), error };
}
