// Email (or phone) → 6-digit code → session token. Nothing is submitted until the code is exactly
// 6 digits; a wrong code shows the catalogue's "Could not verify code." in the form.
import { useState, type FormEvent } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { MESSAGES, signInErrorMessage } from '../../adapters/errors';
import { codeToSubmit, isPlausibleEmail, isPlausiblePhone, normalizeCode } from './codeRules';
import { SignInAlert } from './SignInAlert';
import { SignInField } from './SignInField';
import { SIGNIN_MESSAGES as M } from './signInMessages';
import type { SignInApi } from './signInApi';

export interface SignInFormProps {
  api: SignInApi;
  onToken: (token: string) => void | Promise<void>;
  mobile?: boolean;
  tempUserToken?: string;
  /** called once a code was sent */
  onCodeSent?: () => void;
}

type Method = 'email' | 'phone';

// a column with gaps (MUI's Stack would add its own module to the landing's download for this)
const column = { display: 'flex', flexDirection: 'column', gap: 2 } as const;

export function SignInForm({ api, onToken, mobile = false, tempUserToken, onCodeSent }: SignInFormProps) {
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
      onCodeSent?.();
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

  const addressLabel = method === 'email' ? M.email : M.phone;
  return (
    <Box sx={{ ...column, width: '100%' }}>
      {sentTo === null ? (
        <Box component="form" sx={column} onSubmit={sendCode} noValidate aria-label={M.signIn}>
          <SignInField
            label={addressLabel}
            type={method === 'email' ? 'email' : 'tel'}
            autoComplete={method === 'email' ? 'email' : 'tel'}
            value={address}
            onChange={setAddress}
          />
          <Button type="submit" variant="contained" disabled={!addressValid || busy}>
            {M.sendCode}
          </Button>
        </Box>
      ) : (
        <Box component="form" sx={column} onSubmit={verify} noValidate aria-label={M.verifyCode}>
          <Typography variant="body2">
            {M.codeSent(6, sentTo)}
          </Typography>
          <SignInField
            label={M.code}
            value={code}
            onChange={(value) => setCode(normalizeCode(value))}
            autoComplete="one-time-code"
            inputProps={{ inputMode: 'numeric', maxLength: 6 }}
            helperText={code && codeValue === null ? M.codeIncomplete(6) : ' '}
          />
          <Button type="submit" variant="contained" disabled={codeValue === null || busy}>
            {M.verify}
          </Button>
          <Button variant="text" onClick={() => setSentTo(null)} disabled={busy}>
            {method === 'email' ? M.changeEmail : M.changePhone}
          </Button>
        </Box>
      )}
      {error && <SignInAlert severity="error">{error}</SignInAlert>}
      <Button variant="text" onClick={switchMethod} disabled={busy}>
        {method === 'email' ? M.usePhone : M.useEmail}
      </Button>
    </Box>
  );
}
