// Per-row edit and delete buttons; they open the overlays instead of navigating.
import type { MouseEvent } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { messages } from './messages';
import { useOpenOverlay } from '@kernel/sdk';

export function ContactRowActions() {
  const record = useRecordContext();
  const open = useOpenOverlay();
  if (!record) return null;
  // the row itself opens the preview: keep these clicks to the buttons
  const onClick = (name: string) => (event: MouseEvent) => {
    event.stopPropagation();
    open(name, record.id);
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={messages.actions.edit}>
        <IconButton size="small" aria-label={messages.actions.edit} onClick={onClick('editContact')}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={messages.actions.delete}>
        <IconButton size="small" color="error" aria-label={messages.actions.delete} onClick={onClick('deleteContact')}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
