// The prompt modal (spec 1 §2.3): the prompt in a full-height editor, its length against the cap,
// the empty-prompt rule of spec 1 §5, and the agent's variables to insert at the cursor. Every
// keystroke goes through the editor's controller like the prompt panel's, so autosave applies.
import { useLayoutEffect, useRef, useState } from 'react';
import { Alert, Box, Button, DialogActions, DialogContent, Stack, TextField, Typography } from '@mui/material';
import { OverlayDialog } from '@kernel/sdk';
import { MAX_PROMPT_CHARS } from '../constants';
import { messages } from '../messages';
import { modalMessages } from '../modalMessages';
import { promptError } from '../rules/campaign';
import { insertAtCursor, unknownVariables, variableToken } from '../rules/promptEditor';
import type { AgentEditor } from './useAgentEditor';

const m = modalMessages.promptModal;

export default function PromptDialog({ agent, onClose }: { agent: AgentEditor; onClose: () => void }) {
  const { editor, controller } = agent;
  const prompt = editor.campaign.agentInstructions;
  const input = useRef<HTMLTextAreaElement | null>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const error = promptError({ agentInstructions: prompt });
  const unknown = unknownVariables(prompt, editor.campaign.variables);
  const names = Object.keys(editor.campaign.variables);

  // after an insert: the caret after the inserted variable, the textarea focused again
  useLayoutEffect(() => {
    if (caret == null || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(caret, caret);
    setCaret(null);
  }, [caret]);

  const insert = (name: string) => {
    const el = input.current;
    const next = insertAtCursor(prompt, el?.selectionStart ?? prompt.length, el?.selectionEnd ?? prompt.length, variableToken(name));
    controller.change({ agentInstructions: next.text });
    setCaret(next.caret);
  };

  return (
    <OverlayDialog title={m.title} onClose={onClose} fullScreen>
      <DialogContent dividers sx={{ display: 'flex', gap: 2, minHeight: 0 }}>
        <Stack sx={{ flex: 1, minWidth: 0 }} spacing={1}>
          <TextField
            label={messages.fields.agentInstructions}
            value={prompt}
            onChange={(event) => controller.change({ agentInstructions: event.target.value })}
            error={!!error}
            helperText={`${error ? `${error} · ` : ''}${m.count(prompt.length, MAX_PROMPT_CHARS)}`}
            required
            multiline
            fullWidth
            inputRef={input}
            sx={{ flex: 1, '& .MuiInputBase-root': { height: '100%', alignItems: 'flex-start' }, '& textarea': { height: '100% !important', overflow: 'auto !important' } }}
            slotProps={{ htmlInput: { spellCheck: true, 'data-testid': 'agent-prompt-modal' } }}
          />
          {unknown.length ? <Alert severity="warning">{m.unknown(unknown.join(', '))}</Alert> : null}
        </Stack>
        <Box component="section" aria-label={m.variables} sx={{ width: 260, flexShrink: 0, overflow: 'auto' }}>
          <Typography variant="subtitle1" component="h3">{m.variables}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{names.length ? m.insertHint : m.noVariables}</Typography>
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            {names.map((name) => (
              <Button key={name} size="small" aria-label={`${m.insert}: ${name}`} onClick={() => insert(name)} sx={{ textTransform: 'none', fontFamily: 'monospace' }}>
                {variableToken(name)}
              </Button>
            ))}
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>{m.done}</Button>
      </DialogActions>
    </OverlayDialog>
  );
}
