// The sign-in landing at /app, outside react-admin.
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { storage } from '../../adapters/storage';
import type { Brand } from '../../shared/whiteLabel';
import type { Session } from '../session';
import { SignInAlert } from './SignInAlert';
import { SignInForm } from './SignInForm';
import type { SignInApi } from './signInApi';
import { ensureTempSession } from './tempSession';
import { signUpText } from './signUpMessages';
import { SIGNIN_MESSAGES } from './signInMessages';
import { APP_ROOT } from '../constants';
import { navigateApp, subscribeAppLocation } from '../appLocation';

// The sign-up form is fetched when a visitor asks for it: the landing's first download stays the sign-in's.
const SignUpForm = lazy(() => import('./SignUpForm').then((m) => ({ default: m.SignUpForm })));

/** Where a new owner lands: the onboarding wizard (the `onboard` overlay). */
export const AFTER_SIGNUP = `${APP_ROOT}?onboard`;
/** The landing's sign-up form, as a link one can share. */
export const SIGNUP_PATH = `${APP_ROOT}?signup`;

const getSearch = () => window.location.search;

export interface SignInPageProps {
  api: SignInApi;
  session: Session;
  brand: Brand;
  /** an error from the one-time token sign-in, shown above the form */
  error?: string | null;
  /** a code went out: the signed-in app is about to be needed */
  onCodeSent?: () => void;
}

export function SignInPage({ api, session, brand, error, onCodeSent }: SignInPageProps) {
  const [tempToken, setTempToken] = useState<string | undefined>();
  const [tempError, setTempError] = useState<string | null>(null);
  // a domain profile that refuses sign-up (allowSignup false) gets neither the link nor the form
  const search = useSyncExternalStore(subscribeAppLocation, getSearch);
  const signupOff = brand.signup === false;
  const signingUp = !signupOff && new URLSearchParams(search).has('signup');
  const toggle = (event: MouseEvent) => {
    event.preventDefault();
    navigateApp(signingUp ? APP_ROOT : SIGNUP_PATH);
  };

  useEffect(() => {
    let cancelled = false;
    ensureTempSession(storage, api).then(
      (temp) => !cancelled && setTempToken(temp.token),
      (e: Error) => !cancelled && setTempError(e.message),
    );
    return () => {
      cancelled = true;
    };
  }, [api]);

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, alignItems: 'center' }}>
            <Box component="img" src={brand.logo} alt="" sx={{ height: 48, width: 48 }} />
            <Typography variant="h5" component="h1">
              {signingUp ? signUpText('title', { brand: brand.name }) : SIGNIN_MESSAGES.signInTo(brand.name)}
            </Typography>
            {error && <SignInAlert severity="error">{error}</SignInAlert>}
            {tempError && <SignInAlert severity="warning">{tempError}</SignInAlert>}
            {signingUp ? (
              <Suspense fallback={<CircularProgress aria-label={signUpText('createAccount')} />}>
                <SignUpForm
                  api={api}
                  mobile={session.inMobileApp()}
                  tempUserToken={tempToken}
                  onCodeSent={onCodeSent}
                  onToken={async (token, signedUp) => {
                    // a new owner starts in the onboarding wizard; an existing account just signs in
                    navigateApp(signedUp ? AFTER_SIGNUP : APP_ROOT, { replace: true });
                    await session.signIn(token);
                  }}
                />
              </Suspense>
            ) : (
              <SignInForm
                api={api}
                mobile={session.inMobileApp()}
                tempUserToken={tempToken}
                onCodeSent={onCodeSent}
                onToken={async (token) => {
                  await session.signIn(token);
                }}
              />
            )}
            {!signupOff && (
              <Button variant="text" component="a" href={signingUp ? APP_ROOT : SIGNUP_PATH} onClick={toggle}>
                {signingUp ? signUpText('haveAccount') : signUpText('createAccount')}
              </Button>
            )}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
