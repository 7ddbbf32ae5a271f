// The inspector (canInspectJSON only): the staging campaign as raw JSON, editable; applied only when
// it parses to an object, then saved like any change (the server validates it field by field).
import { useState } from 'react';
import { Alert, Button, DialogActions, DialogContent, TextField } from '@mui/material';
import { OverlayDialog } from '@kernel/sdk';
import { messages } from '../messages';
import { campaignPayload, parseInspected } from '../rules/campaign';
import type { AgentEditor } from './useAgentEditor';

export default function InspectorDialog({ agent, onClose }: { agent: AgentEditor; onClose: () => void }) {
  const { editor, controller } = agent;
  const [text, setText] = useState(() => JSON.stringify(campaignPayload(editor.campaign), null, 2));
  const parsed = parseInspected(text);
  return (
    <OverlayDialog title={messages.titles.inspector} onClose={onClose} maxWidth="md">
      <DialogContent dividers>
        {!parsed ? <Alert severity="error" sx={{ mb: 1 }}>{messages.inspectorInvalid}</Alert> : null}
        <TextField
          value={text}
          onChange={(e) => setText(e.target.value)}
          multiline
          minRows={20}
          fullWidth
          error={!parsed}
          slotProps={{ htmlInput: { spellCheck: false, 'aria-label': messages.titles.inspector, style: { fontFamily: 'monospace', fontSize: 13 } } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{messages.buttons.cancel}</Button>
        <Button
          variant="contained"
          disabled={!parsed}
          onClick={() => {
            if (!parsed) return;
            agent.markInspected();
            controller.change(() => parsed);
            onClose();
          }}
        >
          {messages.buttons.apply}
        </Button>
      </DialogActions>
    </OverlayDialog>
  );
}
