// The sign-in landing at /app, outside react-admin.
import { useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { storage } from '../../adapters/storage';
import type { Brand } from '../whiteLabel';
import type { Session } from '../session';
import { SignInForm } from './SignInForm';
import type { SignInApi } from './signInApi';
import { ensureTempSession } from './tempSession';

export interface SignInPageProps {
  api: SignInApi;
  session: Session;
  brand: Brand;
  /** an error from the one-time token sign-in, shown above the form */
  error?: string | null;
}

export function SignInPage({ api, session, brand, error }: SignInPageProps) {
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
          <Stack spacing={3} sx={{ alignItems: 'center' }}>
            <Box component="img" src={brand.logo} alt="" sx={{ height: 48, width: 48 }} />
            <Typography variant="h5" component="h1">
              Sign in to {brand.name}
            </Typography>
            {error && <Alert severity="error" sx={{ width: '100%' }}>{error}</Alert>}
            {tempError && <Alert severity="warning" sx={{ width: '100%' }}>{tempError}</Alert>}
            <SignInForm
              api={api}
              mobile={session.inMobileApp()}
              tempUserToken={tempToken}
              onToken={async (token) => {
                await session.signIn(token);
              }}
            />
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
