// ?editAvatar=true: the page's picture (POST /api/v1/profile/dp, form data; DELETE removes it). The
// picture is scaled down in the browser to AVATAR_SIZE px to save the upload (the server checks the
// type from the bytes and the size, then re-encodes it itself: at most 512 px, no metadata, WebP); a
// file the browser cannot draw is sent as it is, for the server to judge.
import { useRef, useState } from 'react';
import { Avatar, Button, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { type OverlayProps } from '@kernel/sdk';
import { useProfileApi, type ProfilePage } from '../api';
import { messages } from '../messages';
import { PageLoad } from '../PageLoad';
import { ProfileDialog } from '../ProfileDialog';
import { fitWithin } from '../rules';
import { useAction } from '../useAction';
import { useSavedPage } from '../usePage';

export const AVATAR_SIZE = 512;

/** The image scaled to fit AVATAR_SIZE px (PNG, or JPEG for a JPEG), or the file itself when it cannot be drawn. */
async function scaled(file: File): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = fitWithin(bitmap.width, bitmap.height, AVATAR_SIZE);
    if (size.width === bitmap.width && size.height === bitmap.height) return file;
    const canvas = document.createElement('canvas');
    Object.assign(canvas, size);
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, size.width, size.height);
    const type = file.type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
    return await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob ?? file), type, 0.9));
  } catch {
    return file;
  }
}

function Form({ page, close }: { page: ProfilePage; close: () => void }) {
  const api = useProfileApi();
  const notify = useNotify();
  const saved = useSavedPage();
  const input = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useState(page.avatarUrl);
  const { pending, failure, setFailure, run } = useAction();
  const t = messages.avatar;
  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return setFailure(t.notImage);
    await run(async () => {
      const next = await api.uploadAvatar(await scaled(file), file.name);
      setCurrent(next.avatarUrl);
      await saved(next);
      notify(t.saved, { type: 'success' });
    });
  };
  const remove = () =>
    run(async () => {
      const next = await api.removeAvatar();
      setCurrent(null);
      await saved(next);
      notify(t.removed, { type: 'success' });
    });
  return (
    <ProfileDialog title={t.title} onClose={close} pending={pending} failure={failure} maxWidth="xs">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {current ? <Avatar src={current} alt={t.alt} sx={{ width: 96, height: 96 }} /> : <Avatar sx={{ width: 96, height: 96 }} aria-hidden />}
        <Typography color="text.secondary">{current ? '' : t.none}</Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t.hint}
      </Typography>
      <input ref={input} type="file" accept="image/png,image/jpeg,image/gif,image/webp" hidden aria-label={messages.actions.upload} onChange={(e) => void upload(e.target.files?.[0])} />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={pending} onClick={() => input.current?.click()}>
          {messages.actions.upload}
        </Button>
        {current ? (
          <Button color="error" disabled={pending} onClick={() => void remove()}>
            {messages.actions.removePicture}
          </Button>
        ) : null}
      </Stack>
    </ProfileDialog>
  );
}

export default function EditAvatarOverlay({ close }: OverlayProps) {
  return <PageLoad title={messages.avatar.title} close={() => close()}>{(page) => <Form page={page} close={() => close()} />}</PageLoad>;
}
