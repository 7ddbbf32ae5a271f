// ?editSlug=true: the page's address, /<slug> (POST /api/v1/updateUsername with targetUsername). The
// slug rules are src/shared/profilePage.ts's, shown as the user types; the server checks them again
// and answers "taken" for a name another account holds.
import { useState } from 'react';
import { Alert, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { fieldOfMessage, useKernel, type OverlayProps } from '@kernel/sdk';
import { checkSlug, pageUrl } from '../../../shared/profilePage';
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
  const { reloadView, session } = useKernel();
  const [slug, setSlug] = useState(page.username);
  const [touched, setTouched] = useState(false);
  const { pending, failure, setFailure, run } = useAction();
  const t = messages.slug;
  const checked = checkSlug(slug);
  const fieldError = failure ? fieldOfMessage(failure, ['targetUsername'])?.message : undefined;
  const shownError = fieldError ?? (touched && !checked.ok ? checked.message : undefined);
  const submit = async () => {
    setTouched(true);
    if (!checked.ok) return;
    if (checked.slug === page.username) return close();
    if (await run(async () => {
      await api.updateUsername(checked.slug);
      await saved();
      // the account (its username) read afresh: the view's reload would reuse a read of the last 5 s
      await session.refresh();
      reloadView();
    })) {
      notify(t.changed, { type: 'success' });
      close();
    }
  };
  return (
    <ProfileDialog title={t.title} onClose={close} onSubmit={() => void submit()} pending={pending} failure={fieldError ? null : failure}>
      <TextField
        label={t.label}
        value={slug}
        autoFocus
        onChange={(e) => {
          setSlug(e.target.value);
          setTouched(true);
          setFailure(null);
        }}
        error={!!shownError}
        helperText={shownError ?? t.hint(pageUrl(window.location.origin, checked.ok ? checked.slug : slug.trim().toLowerCase()))}
        slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'none', spellCheck: false } }}
        fullWidth
      />
      {checked.ok && checked.slug !== page.username ? <Alert severity="warning">{t.warning}</Alert> : <Typography variant="body2" color="text.secondary">{' '}</Typography>}
    </ProfileDialog>
  );
}

export default function EditSlugOverlay({ close }: OverlayProps) {
  return <PageLoad title={messages.slug.title} close={() => close()}>{(page) => <Form page={page} close={() => close()} />}</PageLoad>;
}
