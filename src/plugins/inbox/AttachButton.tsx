// The composer's attachments: a button that picks images or PDFs, and the picked files as chips.
import { useRef } from 'react';
import { Chip, IconButton, Stack, Tooltip } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { MEDIA_ACCEPT } from './constants';
import { messages as m } from './messages';
import type { useAttachments } from './useAttachments';

export function AttachButton({ attachments }: { attachments: ReturnType<typeof useAttachments> }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={MEDIA_ACCEPT}
        multiple
        hidden
        aria-label={m.attach}
        onChange={(e) => {
          void attachments.add(e.target.files);
          e.target.value = '';
        }}
      />
      <Tooltip title={m.attach}>
        <span>
          <IconButton aria-label={m.attach} disabled={attachments.uploading} onClick={() => input.current?.click()}>
            <AttachFileIcon />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}

export function AttachedFiles({ attachments }: { attachments: ReturnType<typeof useAttachments> }) {
  if (!attachments.media.length && !attachments.uploading) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" sx={{ mt: 1 }}>
      {attachments.media.map((media) => (
        <Chip key={media.id} size="small" label={media.name} onDelete={() => attachments.remove(media.id)} deleteIcon={<span aria-label={m.removeAttachment(media.name)}>×</span>} />
      ))}
      {attachments.uploading && <Chip size="small" label={m.uploading} />}
    </Stack>
  );
}
