// The sign-in landing at /app, outside react-admin.
import { useEffect, useState } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { storage } from '../../adapters/storage';
import type { Brand } from '../../shared/whiteLabel';
import type { Session } from '../session';
import { SignInAlert } from './SignInAlert';
import { SignInForm } from './SignInForm';
import type { SignInApi } from './signInApi';
import { ensureTempSession } from './tempSession';

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
              Sign in to {brand.name}
            </Typography>
            {error && <SignInAlert severity="error">{error}</SignInAlert>}
            {tempError && <SignInAlert severity="warning">{tempError}</SignInAlert>}
            <SignInForm
              api={api}
              mobile={session.inMobileApp()}
              tempUserToken={tempToken}
              onCodeSent={onCodeSent}
              onToken={async (token) => {
                await session.signIn(token);
              }}
            />
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
