// ?saveConflict=<agent id>: the save conflict of this device's unsaved draft against what the server
// holds now (e.g. after a reload); the editor shows the same dialog itself when a save is refused.
import { Alert, DialogContent } from '@mui/material';
import { useDataProvider, useGetOne, useNotify } from 'react-admin';
import { OverlayDialog, OverlayError, OverlayLoading, parseId, type OverlayProps } from '@kernel/sdk';
import type { CampaignState } from '../api/types';
import { agentsDrafts, editableCampaign, type AgentsProvider } from '../editor/useAgentEditor';
import { messages } from '../messages';
import type { Campaign } from '../rules/campaign';
import { decideConflict, type Conflict, type ConflictChoice } from '../rules/conflict';
import { SaveConflictDialog } from '../compare/SaveConflictDialog';

export default function SaveConflictOverlay({ value, close }: OverlayProps) {
  const id = parseId(value);
  const dataProvider = useDataProvider<AgentsProvider>();
  const notify = useNotify();
  const state = useGetOne<CampaignState>('agents', { id: id ?? 0 }, { enabled: id != null });
  const draft = id == null ? null : agentsDrafts.read(String(id));

  if (id == null || state.error || !state.data || !draft) {
    return (
      <OverlayDialog title={messages.titles.conflict} onClose={() => close()}>
        {id == null || state.error ? (
          <OverlayError error={state.error} fallback={messages.loadFailed} />
        ) : !state.data ? (
          <OverlayLoading label={messages.loading} />
        ) : (
          <DialogContent>
            <Alert severity="info">{messages.conflict.nothingToResolve}</Alert>
          </DialogContent>
        )}
      </OverlayDialog>
    );
  }
  const server = state.data;
  const theirs = editableCampaign(server);
  const conflict: Conflict = { base: draft.base ?? theirs, mine: draft.campaign, theirs, theirsRevision: server.revision };
  const resolve = async (choice: ConflictChoice, merged?: Campaign) => {
    const decision = decideConflict(conflict, choice, merged);
    if (decision.save) {
      await dataProvider.saveCampaign('agents', { id, campaign: decision.campaign, baseRevision: decision.revision, mode: server.mode });
    }
    agentsDrafts.clear(String(id));
    notify(messages.conflict.resolved, { type: 'success' });
    close();
  };
  return <SaveConflictDialog conflict={conflict} onResolve={resolve} onClose={() => close()} theirsBy={server.updatedBy?.name} />;
}
