// ?editPageProfile=true: the public page's title and bio (POST /api/v1/profile/page).
import { useState } from 'react';
import { TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { type OverlayProps } from '@kernel/sdk';
import { PAGE_BIO_MAX_LENGTH, PAGE_TITLE_MAX_LENGTH } from '../../../shared/profilePage';
import { useProfileApi, type ProfilePage } from '../api';
import { messages } from '../messages';
import { PageLoad } from '../PageLoad';
import { ProfileDialog } from '../ProfileDialog';
import { useAction } from '../useAction';
import { useSavedPage } from '../usePage';

function Form({ page, close }: { page: ProfilePage; close: () => void }) {
  const api = useProfileApi();
  const notify = useNotify();
  const saved = useSavedPage();
  const [title, setTitle] = useState(page.title ?? '');
  const [bio, setBio] = useState(page.bio ?? '');
  const { pending, failure, run } = useAction();
  const t = messages.pageProfile;
  const submit = async () => {
    if (await run(async () => saved(await api.savePageProfile({ title: title.trim() || null, bio: bio.trim() || null })))) {
      notify(messages.saved, { type: 'success' });
      close();
    }
  };
  return (
    <ProfileDialog title={t.title} onClose={close} onSubmit={() => void submit()} pending={pending} failure={failure}>
      <TextField label={t.titleLabel} value={title} placeholder={page.displayName} onChange={(e) => setTitle(e.target.value)} helperText={t.titleHint} slotProps={{ htmlInput: { maxLength: PAGE_TITLE_MAX_LENGTH } }} autoFocus fullWidth />
      <TextField label={t.bio} value={bio} onChange={(e) => setBio(e.target.value)} helperText={t.bioHint} multiline minRows={3} slotProps={{ htmlInput: { maxLength: PAGE_BIO_MAX_LENGTH } }} fullWidth />
    </ProfileDialog>
  );
}

export default function EditPageProfileOverlay({ close }: OverlayProps) {
  return <PageLoad title={messages.pageProfile.title} close={() => close()}>{(page) => <Form page={page} close={() => close()} />}</PageLoad>;
}
