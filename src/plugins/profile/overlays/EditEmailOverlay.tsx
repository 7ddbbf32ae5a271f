// ?editEmail=true: change the signed-in user's email in two steps: a code is emailed to the new
// address (POST /api/v1/email/requestVerificationCode), then the code of exactly 6 characters is sent
// as an integer (POST /api/v1/email/validateVerificationCode; spec §5). A wrong code: "Could not
// verify code." (the catalogue's alert, shown in the dialog).
import { useState } from 'react';
import { TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useKernel, type OverlayProps } from '@kernel/sdk';
import { useProfileApi } from '../api';
import { messages } from '../messages';
import { ProfileDialog } from '../ProfileDialog';
import { codeToSubmit } from '../rules';
import { CodeField } from '../CodeField';
import { useAction } from '../useAction';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function EditEmailOverlay({ close }: OverlayProps) {
  const api = useProfileApi();
  const notify = useNotify();
  const { user, session } = useKernel();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const { pending, failure, setFailure, run } = useAction();
  const t = messages.email;

  const requestCode = async () => {
    const address = email.trim();
    if (!EMAIL.test(address) || !user) return setInvalid(true);
    if (await run(() => api.requestEmailCode(user.id, address))) setSentTo(address);
  };
  const verify = async () => {
    const value = codeToSubmit(code);
    // spec §5: a code that is not exactly 6 characters is not submitted
    if (value === null || !user || !sentTo) return;
    if (await run(async () => {
      try {
        await api.validateEmailCode(user.id, sentTo, value);
      } catch {
        throw new Error(t.codeFailed);
      }
      await session.refresh();
    })) {
      notify(t.changed, { type: 'success' });
      close();
    }
  };

  if (sentTo) {
    return (
      <ProfileDialog title={t.title} onClose={() => close()} onSubmit={() => void verify()} pending={pending} failure={failure} submitLabel={messages.actions.verify} submitDisabled={codeToSubmit(code) === null} maxWidth="xs">
        <CodeField
          sentLine={t.codeSent(sentTo)}
          label={t.codeLabel}
          hint={t.codeHint}
          code={code}
          onCode={(value) => {
            setCode(value);
            setFailure(null);
          }}
        />
      </ProfileDialog>
    );
  }
  return (
    <ProfileDialog title={t.title} onClose={() => close()} onSubmit={() => void requestCode()} pending={pending} failure={failure} submitLabel={messages.actions.sendCode} maxWidth="xs">
      <Typography>{user?.email ? t.current(user.email) : t.none}</Typography>
      <TextField
        label={t.label}
        type="email"
        value={email}
        autoFocus
        autoComplete="email"
        onChange={(e) => {
          setEmail(e.target.value);
          setInvalid(false);
        }}
        error={invalid}
        helperText={invalid ? t.invalidEmail : ' '}
        slotProps={{ htmlInput: { maxLength: 254 } }}
        fullWidth
      />
    </ProfileDialog>
  );
}
