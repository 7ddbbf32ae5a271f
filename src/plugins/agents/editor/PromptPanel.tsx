// The prompt (agentInstructions): required (spec 1 §5); the refusal shows on this field.
import { TextField } from '@mui/material';
import { MAX_PROMPT_BYTES } from '../constants';
import { messages } from '../messages';
import type { AgentEditor } from './useAgentEditor';

export function PromptPanel({ agent }: { agent: AgentEditor }) {
  const { editor, controller } = agent;
  const error = editor.error?.field === 'agentInstructions' ? editor.error.message : null;
  return (
    <TextField
      label={messages.fields.agentInstructions}
      value={editor.campaign.agentInstructions}
      onChange={(event) => controller.change({ agentInstructions: event.target.value })}
      error={!!error}
      helperText={error ?? `${editor.campaign.agentInstructions.length.toLocaleString()} / ${MAX_PROMPT_BYTES.toLocaleString()}`}
      multiline
      minRows={16}
      fullWidth
      required
      slotProps={{ htmlInput: { spellCheck: true, 'data-testid': 'agent-prompt' } }}
    />
  );
}
