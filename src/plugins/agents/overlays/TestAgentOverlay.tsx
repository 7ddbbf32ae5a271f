// ?testAgent=<agent id>: a multi-turn conversation with the staging version (works before
// publishing), streamed as produced, showing the actions and functions chosen and any transfer, the
// provider ("Demo model" when the server says so), the knowledge-base passages cited ("Sources") and
// its errors. Replies are text, never HTML.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Chip, DialogActions, DialogContent, Paper, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { errorMessage, OverlayDialog, parseId, type OverlayProps } from '@kernel/sdk';
import type { PromptEvent } from '../api/types';
import type { AgentsProvider } from '../editor/useAgentEditor';
import { messages } from '../messages';
import { applyEvent, emptyReply, historyOf, type ChatEntry } from '../rules/chat';
import { Citations } from '../knowledge/Citations';
import { ScenariosPanel } from '../testChat/ScenariosPanel';

const { test } = messages;

function Reply({ entry }: { entry: ChatEntry }) {
  const { reply } = entry;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, alignSelf: 'flex-start', maxWidth: '85%' }} data-testid="agent-reply">
      <Typography variant="caption" color="text.secondary">{test.agent}</Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{reply.text || (reply.done ? '' : '…')}</Typography>
      {reply.actions.length ? <Typography variant="body2">{test.actions}: {reply.actions.join(', ')}</Typography> : null}
      {reply.functions.length ? <Typography variant="body2">{test.functions}: {reply.functions.join(', ')}</Typography> : null}
      {reply.transfers.length ? <Typography variant="body2">{test.transfer}: {reply.transfers.join(', ')}</Typography> : null}
      <Citations citations={reply.citations} />
      {reply.error ? <Alert severity="error" sx={{ mt: 1 }}>{reply.error}</Alert> : null}
    </Paper>
  );
}

// getRandomValues, not randomUUID: the console may be served over plain http on a LAN address, where
// randomUUID does not exist
const newConversationId = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');

export default function TestAgentOverlay({ value, close }: OverlayProps) {
  const id = parseId(value);
  const dataProvider = useDataProvider<AgentsProvider>();
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [text, setText] = useState('');
  const [provider, setProvider] = useState<{ kind: string; label: string } | null>(null);
  const [running, setRunning] = useState(false);
  const abort = useRef<AbortController | null>(null);
  // the chat's id for the server's test call record; a reset starts a new conversation
  const conversation = useRef(newConversationId());
  useEffect(() => () => abort.current?.abort(), []);

  const update = (index: number, event: PromptEvent) =>
    setEntries((all) => all.map((e, i) => (i === index ? { ...e, reply: applyEvent(e.reply, event) } : e)));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const promptText = text.trim();
    if (!promptText || id == null || running) return;
    const index = entries.length;
    const history = historyOf(entries);
    setEntries((all) => [...all, { user: promptText, reply: emptyReply() }]);
    setText('');
    setRunning(true);
    abort.current = new AbortController();
    try {
      await dataProvider.runPrompt('agents', {
        id,
        promptText,
        history,
        conversationId: conversation.current,
        signal: abort.current.signal,
        onEvent: (e) => (e.type === 'provider' ? setProvider({ kind: e.kind, label: e.label }) : update(index, e)),
      });
      setEntries((all) => all.map((e, i) => (i === index && !e.reply.done ? { ...e, reply: { ...e.reply, done: true } } : e)));
    } catch (error) {
      if ((error as Error)?.name !== 'AbortError') update(index, { type: 'error', message: errorMessage(error, test.failed) });
    } finally {
      setRunning(false);
    }
  };

  return (
    <OverlayDialog title={messages.titles.test} onClose={() => close()} maxWidth="md">
      <DialogContent dividers>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <Chip size="small" label={messages.compare.staging} />
          {provider ? <Chip size="small" color={provider.kind === 'demo' ? 'info' : 'default'} label={provider.kind === 'demo' ? test.demoModel : provider.label} /> : null}
        </Stack>
        <Stack spacing={1} sx={{ minHeight: 240 }} aria-live="polite">
          {entries.length === 0 ? <Typography color="text.secondary">{test.empty}</Typography> : null}
          {entries.map((entry, index) => (
            <Stack key={index} spacing={1}>
              <Paper sx={{ p: 1.5, alignSelf: 'flex-end', maxWidth: '85%', bgcolor: 'action.selected' }}>
                <Typography variant="caption" color="text.secondary">{test.you}</Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{entry.user}</Typography>
              </Paper>
              <Reply entry={entry} />
            </Stack>
          ))}
        </Stack>
        {id != null ? <ScenariosPanel agentId={id} entries={entries.filter((e) => e.reply.done && !e.reply.error)} /> : null}
      </DialogContent>
      <DialogActions>
        <Box component="form" onSubmit={send} sx={{ display: 'flex', gap: 1, width: '100%' }} aria-label={messages.titles.test}>
          <TextField size="small" fullWidth value={text} onChange={(e) => setText(e.target.value)} placeholder={test.placeholder} slotProps={{ htmlInput: { 'aria-label': test.placeholder, maxLength: 4000 } }} />
          <Button
            onClick={() => {
              conversation.current = newConversationId();
              setEntries([]);
            }} disabled={running || entries.length === 0}>{messages.buttons.reset}</Button>
          <Button type="submit" variant="contained" disabled={running || !text.trim()}>{messages.buttons.send}</Button>
        </Box>
      </DialogActions>
    </OverlayDialog>
  );
}
