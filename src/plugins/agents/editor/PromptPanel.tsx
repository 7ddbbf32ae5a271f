// The prompt (agentInstructions): required (spec 1 §5); the refusal shows on this field. The
// suggestions button opens the suggestions modal (lazy), whose applied text autosaves as any change;
// the prompt modal (lazy) edits the same prompt in a full-height editor with the variables at hand.
import { lazy, Suspense, useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { MAX_PROMPT_CHARS } from '../constants';
import { messages } from '../messages';
import type { AgentEditor } from './useAgentEditor';
import { formatNumber } from '@kernel/sdk';

const SuggestionsDialog = lazy(() => import('../actions/SuggestionsDialog'));
const PromptDialog = lazy(() => import('./PromptDialog'));

export function PromptPanel({ agent }: { agent: AgentEditor }) {
  const { editor, controller } = agent;
  const notify = useNotify();
  const [suggesting, setSuggesting] = useState(false);
  const [large, setLarge] = useState(false);
  const error = editor.error?.field === 'agentInstructions' ? editor.error.message : null;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => setLarge(true)}>{messages.buttons.promptEditor}</Button>
        <Button onClick={() => setSuggesting(true)}>{messages.buttons.suggestions}</Button>
      </Stack>
      <TextField
        label={messages.fields.agentInstructions}
        value={editor.campaign.agentInstructions}
        onChange={(event) => controller.change({ agentInstructions: event.target.value })}
        error={!!error}
        helperText={error ?? `${formatNumber(editor.campaign.agentInstructions.length)} / ${formatNumber(MAX_PROMPT_CHARS)}`}
        multiline
        minRows={16}
        fullWidth
        required
        slotProps={{ htmlInput: { spellCheck: true, 'data-testid': 'agent-prompt' } }}
      />
      <Suspense fallback={null}>
        {large ? <PromptDialog agent={agent} onClose={() => setLarge(false)} /> : null}
        {suggesting ? (
          <SuggestionsDialog
            agentId={agent.server.id}
            campaign={editor.campaign}
            onApply={(change) => {
              controller.change(change);
              notify(messages.suggestions.applied, { type: 'info' });
            }}
            onClose={() => setSuggesting(false)}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
