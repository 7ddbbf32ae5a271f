// The editor's save state, always visible (issue 9 point 3): "Saving…", "Saved", "Unpublished changes".
import { Chip, Stack } from '@mui/material';
import { messages } from '../messages';
import type { EditorState } from '../rules/editorController';
import type { CampaignState } from '../api/types';

const { status } = messages;

export function saveLabel(state: EditorState, templateMode = false): string {
  switch (state.status) {
    case 'saving':
    case 'publishing':
    case 'reverting':
      return status.saving;
    case 'failed':
      return status.failed;
    case 'conflict':
      return status.conflict;
    case 'pending':
      // template mode has no staging: its save is the publish
      return templateMode ? status.saving : status.unpublished;
    default:
      return status.saved;
  }
}

export function SaveStatus({ state, server }: { state: EditorState; server: CampaignState }) {
  const templateMode = server.mode === 'TEMPLATE';
  const unpublished = !templateMode && (state.status === 'pending' || state.campaign.published === false || server.unpublishedChanges);
  const label = saveLabel(state, templateMode);
  return (
    <Stack direction="row" spacing={1} role="status" aria-live="polite">
      <Chip size="small" label={label} color={state.status === 'failed' || state.status === 'conflict' ? 'error' : 'default'} />
      {unpublished && label !== status.unpublished ? <Chip size="small" color="warning" label={status.unpublished} /> : null}
      {!unpublished && state.status === 'saved' && server.production ? <Chip size="small" color="success" label={status.published} /> : null}
    </Stack>
  );
}
