// The actions modal (spec 1 §2.3): every action of the agent with what it does (description,
// transfer, scoring); add, edit (the action edit modal), info (the action info modal), reorder and
// delete (confirmed). Each change goes through the editor's controller, so autosave applies.
import { Alert, Button, DialogActions, DialogContent } from '@mui/material';
import { OverlayDialog } from '@kernel/sdk';
import type { AgentEditor } from '../editor/useAgentEditor';
import { messages } from '../messages';
import { modalMessages } from '../modalMessages';
import { moveItem } from '../rules/fieldBuilder';
import { ActionRows, useActionDialogs } from './ActionRows';

const m = modalMessages.actions;

export default function ActionsDialog({ agent, onClose }: { agent: AgentEditor; onClose: () => void }) {
  const actions = agent.editor.campaign.actions;
  const dialogs = useActionDialogs(agent);
  return (
    <OverlayDialog title={m.title} onClose={onClose} maxWidth="md">
      <DialogContent dividers>
        {actions.length === 0 ? <Alert severity="info">{m.none}</Alert> : null}
        <ActionRows actions={actions} dialogs={dialogs} label={m.title} onMove={(from, to) => agent.controller.change({ actions: moveItem(actions, from, to) })} />
      </DialogContent>
      <DialogActions>
        <Button onClick={dialogs.add}>{messages.buttons.addAction}</Button>
        <Button variant="contained" onClick={onClose}>{m.done}</Button>
      </DialogActions>
      {dialogs.dialogs}
    </OverlayDialog>
  );
}
