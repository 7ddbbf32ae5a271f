// Per-row edit and delete buttons; they open the overlays instead of navigating.
import type { MouseEvent } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useOpenOverlay } from '@kernel/sdk';

export function ContactRowActions() {
  const record = useRecordContext();
  const open = useOpenOverlay();
  const translate = useTranslate();
  if (!record) return null;
  const [edit, remove] = [translate('ra.action.edit'), translate('ra.action.delete')];
  // the row itself opens the preview: keep these clicks to the buttons
  const onClick = (name: string) => (event: MouseEvent) => {
    event.stopPropagation();
    open(name, record.id);
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={edit}>
        <IconButton size="small" aria-label={edit} onClick={onClick('editContact')}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={remove}>
        <IconButton size="small" color="error" aria-label={remove} onClick={onClick('deleteContact')}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
