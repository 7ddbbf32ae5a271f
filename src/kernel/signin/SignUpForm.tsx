// Sign-up on the landing: name, business name, email and an optional phone → the 6-digit code mailed
// to the email → a session. Loaded only when the visitor asks to create an account (SignInPage).
// The server makes the organization once the code is in; `signedUp` false means the email had an
// account already and the code signed in to it.
import { useState, type FormEvent } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { ApiError } from '../../adapters/http';
import { MESSAGES, signInErrorMessage } from '../../adapters/errors';
import { VERIFICATION_CODE_LENGTH } from '../constants';
import { codeToSubmit, normalizeCode } from './codeRules';
import { SignInAlert } from './SignInAlert';
import { SignInField } from './SignInField';
import type { SignInApi } from './signInApi';
import { signUpText } from './signUpMessages';
import { EMPTY_SIGNUP, fieldOfServerMessage, signUpBody, signUpErrors, type SignUpErrors, type SignUpField, type SignUpValues } from './signUpRules';

export interface SignUpFormProps {
  api: Pick<SignInApi, 'signUp' | 'verifySignUpCode'>;
  /** the code is in: the session token, and whether it made a new account */
  onToken: (token: string, signedUp: boolean) => void | Promise<void>;
  mobile?: boolean;
  tempUserToken?: string;
  /** called once a code was sent */
  onCodeSent?: () => void;
}

const column = { display: 'flex', flexDirection: 'column', gap: 2 } as const;

const FIELDS: { field: SignUpField; type: string; autoComplete: string }[] = [
  { field: 'name', type: 'text', autoComplete: 'name' },
  { field: 'businessName', type: 'text', autoComplete: 'organization' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'number', type: 'tel', autoComplete: 'tel' },
];

/** The server's refusal: its message when it says what went wrong (sign-up closed, a field, too many codes). */
function serverMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return signUpText('failed');
}

export function SignUpForm({ api, onToken, mobile = false, tempUserToken, onCodeSent }: SignUpFormProps) {
  const [values, setValues] = useState<SignUpValues>(EMPTY_SIGNUP);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<SignUpField, string>>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const errors: SignUpErrors = signUpErrors(values);
  const codeValue = codeToSubmit(code);

  const change = (field: SignUpField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };

  const helper = (field: SignUpField): string => {
    const own = showErrors ? errors[field] : undefined;
    if (own) return signUpText(own.key, own.max ? { max: own.max } : undefined);
    return serverErrors[field] ?? ' ';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (busy || Object.keys(errors).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      const body = signUpBody(values);
      await api.signUp({ ...body, ...(tempUserToken ? { tempUserToken } : {}) });
      setSentTo(body.email);
      setCode('');
      onCodeSent?.();
    } catch (e) {
      const message = serverMessage(e);
      const named = fieldOfServerMessage(message);
      if (named) setServerErrors((s) => ({ ...s, [named.field]: named.text }));
      else setError(message);
    } finally {
      setBusy(false);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (codeValue === null || busy || !sentTo) return;
    setBusy(true);
    setError(null);
    try {
      const { token, signedUp } = await api.verifySignUpCode(sentTo, codeValue, mobile);
      await onToken(token, signedUp);
    } catch (e) {
      setError(signInErrorMessage(e, MESSAGES.couldNotVerifyCode));
    } finally {
      setBusy(false);
    }
  };

  if (sentTo !== null) {
    return (
      <Box sx={{ ...column, width: '100%' }}>
        <Box component="form" sx={column} onSubmit={verify} noValidate aria-label={signUpText('verify')}>
          <Typography variant="body2">{signUpText('codeSent', { length: VERIFICATION_CODE_LENGTH, email: sentTo })}</Typography>
          <SignInField
            label={signUpText('code')}
            value={code}
            onChange={(value) => setCode(normalizeCode(value))}
            autoComplete="one-time-code"
            inputProps={{ inputMode: 'numeric', maxLength: VERIFICATION_CODE_LENGTH }}
            helperText={code && codeValue === null ? signUpText('codeIncomplete', { length: VERIFICATION_CODE_LENGTH }) : ' '}
          />
          <Button type="submit" variant="contained" disabled={codeValue === null || busy}>
            {signUpText('verify')}
          </Button>
          <Button variant="text" onClick={() => setSentTo(null)} disabled={busy}>
            {signUpText('changeDetails')}
          </Button>
        </Box>
        {error && <SignInAlert severity="error">{error}</SignInAlert>}
      </Box>
    );
  }

  return (
    <Box sx={{ ...column, width: '100%' }}>
      <Box component="form" sx={column} onSubmit={submit} noValidate aria-label={signUpText('createAccount')}>
        {FIELDS.map(({ field, type, autoComplete }, i) => {
          const text = helper(field);
          return (
            <SignInField
              key={field}
              label={signUpText(field)}
              type={type}
              autoComplete={autoComplete}
              value={values[field]}
              onChange={change(field)}
              autoFocus={i === 0}
              helperText={text}
              error={text !== ' '}
              inputProps={{ maxLength: field === 'email' ? 254 : field === 'number' ? 32 : 400, 'aria-required': field !== 'number' }}
            />
          );
        })}
        <Button type="submit" variant="contained" disabled={busy}>
          {signUpText('submit')}
        </Button>
      </Box>
      {error && <SignInAlert severity="error">{error}</SignInAlert>}
    </Box>
  );
}
