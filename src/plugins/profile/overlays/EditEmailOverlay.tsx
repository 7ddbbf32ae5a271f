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
import { CODE_LENGTH, codeToSubmit } from '../rules';
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
        <Typography>{t.codeSent(sentTo)}</Typography>
        <TextField
          label={t.codeLabel}
          value={code}
          autoFocus
          autoComplete="one-time-code"
          onChange={(e) => {
            setCode(e.target.value.replace(/\s/g, '').slice(0, CODE_LENGTH));
            setFailure(null);
          }}
          helperText={t.codeHint}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: CODE_LENGTH } }}
          fullWidth
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
