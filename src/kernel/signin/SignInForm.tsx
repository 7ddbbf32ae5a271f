// Email (or phone) → 6-digit code → session token. Nothing is submitted until the code is exactly
// 6 digits; a wrong code shows the catalogue's "Could not verify code." in the form.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { MESSAGES, signInErrorMessage } from '../../adapters/errors';
import { codeToSubmit, isPlausibleEmail, isPlausiblePhone, normalizeCode } from './codeRules';
import type { SignInApi } from './signInApi';

export interface SignInFormProps {
  api: SignInApi;
  onToken: (token: string) => void | Promise<void>;
  mobile?: boolean;
  tempUserToken?: string;
}

type Method = 'email' | 'phone';

export function SignInForm({ api, onToken, mobile = false, tempUserToken }: SignInFormProps) {
  const [method, setMethod] = useState<Method>('email');
  const [address, setAddress] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const addressValid = method === 'email' ? isPlausibleEmail(address) : isPlausiblePhone(address);
  const codeValue = codeToSubmit(code);

  const switchMethod = () => {
    setMethod(method === 'email' ? 'phone' : 'email');
    setAddress('');
    setSentTo(null);
    setCode('');
    setError(null);
  };

  const run = async (step: () => Promise<void>, fallback: string) => {
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch (e) {
      setError(signInErrorMessage(e, fallback));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    if (!addressValid || busy) return;
    void run(async () => {
      if (method === 'email') await api.requestEmailCode(address);
      else await api.requestPhoneCode(address, tempUserToken);
      setSentTo(address.trim());
      setCode('');
    }, MESSAGES.somethingWentWrong);
  };

  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (codeValue === null || busy || !sentTo) return;
    void run(async () => {
      const token =
        method === 'email'
          ? await api.verifyEmailCode(sentTo, codeValue, mobile)
          : await api.verifyPhoneCode(sentTo, codeValue, mobile);
      await onToken(token);
    }, MESSAGES.couldNotVerifyCode);
  };

  const addressLabel = method === 'email' ? 'Email' : 'Phone number';
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {sentTo === null ? (
        <Stack component="form" spacing={2} onSubmit={sendCode} noValidate aria-label="Sign in">
          <TextField
            label={addressLabel}
            type={method === 'email' ? 'email' : 'tel'}
            autoComplete={method === 'email' ? 'email' : 'tel'}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            autoFocus
            fullWidth
          />
          <Button type="submit" variant="contained" disabled={!addressValid || busy}>
            Send code
          </Button>
        </Stack>
      ) : (
        <Stack component="form" spacing={2} onSubmit={verify} noValidate aria-label="Verify code">
          <Typography variant="body2">
            We sent a {6}-digit code to {sentTo}. It is valid for 10 minutes.
          </Typography>
          <TextField
            label="Verification code"
            value={code}
            onChange={(e) => setCode(normalizeCode(e.target.value))}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
            helperText={code && codeValue === null ? 'Enter all 6 digits' : ' '}
            autoFocus
            fullWidth
          />
          <Button type="submit" variant="contained" disabled={codeValue === null || busy}>
            Verify
          </Button>
          <Button variant="text" onClick={() => setSentTo(null)} disabled={busy}>
            Change {method === 'email' ? 'email' : 'phone number'}
          </Button>
        </Stack>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Button variant="text" onClick={switchMethod} disabled={busy}>
        {method === 'email' ? 'Use phone number instead' : 'Use email instead'}
      </Button>
    </Stack>
  );
}
