// ?editFullName=true: the signed-in user's own name (POST /api/v1/account on their own account).
import { useState } from 'react';
import { TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { useKernel, type OverlayProps } from '@kernel/sdk';
import { useProfileApi } from '../api';
import { messages } from '../messages';
import { ProfileDialog } from '../ProfileDialog';
import { useAction } from '../useAction';

export default function EditFullNameOverlay({ close }: OverlayProps) {
  const api = useProfileApi();
  const notify = useNotify();
  const { user, session } = useKernel();
  const [name, setName] = useState(user?.name ?? '');
  const [invalid, setInvalid] = useState(false);
  const { pending, failure, run } = useAction();
  const submit = async () => {
    if (!name.trim() || !user) return setInvalid(true);
    if (await run(async () => {
      await api.saveFullName(user.id, name.trim());
      await session.refresh();
    })) {
      notify(messages.saved, { type: 'success' });
      close();
    }
  };
  return (
    <ProfileDialog title={messages.fullName.title} onClose={() => close()} onSubmit={() => void submit()} pending={pending} failure={failure} maxWidth="xs">
      <TextField
        label={messages.fullName.label}
        value={name}
        autoFocus
        required
        autoComplete="name"
        onChange={(e) => {
          setName(e.target.value);
          setInvalid(false);
        }}
        error={invalid}
        helperText={invalid ? messages.fullName.required : ' '}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        fullWidth
      />
    </ProfileDialog>
  );
}
