// "Test retrieval" (issue 21 point 5): a question (typed, or replayed from what callers said in the
// agent's recent calls and messages) searched in the agent's knowledge bases as asked and as
// processQuery rewrites it; the two ranked lists side by side, stacked on a narrow screen.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, DialogContent, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { errorMessage, OverlayDialog, retryTransient } from '@kernel/sdk';
import type { KnowledgeActions, RetrievalResult } from '../api/knowledgeAdapter';
import type { AgentsProvider } from '../editor/useAgentEditor';
import { messages } from '../messages';
import { HitList } from './HitList';

const { knowledge } = messages;
const QUESTION_MAX = 1000;

interface Props {
  agentId: number;
  /** the editor's knowledge bases (saved or not) */
  kbIds: readonly string[];
  onClose: () => void;
}

function ReplayPicker({ agentId, onPick }: { agentId: number; onPick: (question: string) => void }) {
  const dataProvider = useDataProvider<AgentsProvider & KnowledgeActions>();
  const questions = useQuery({
    queryKey: ['agents', 'replayQuestions', agentId],
    queryFn: async () => (await dataProvider.replayQuestions('agents', { id: agentId })).data,
    retry: retryTransient,
  });
  if (questions.error) return <Alert severity="warning">{errorMessage(questions.error, knowledge.replayFailed)}</Alert>;
  const list = questions.data ?? [];
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={knowledge.replay}
      value=""
      disabled={!questions.data || list.length === 0}
      helperText={questions.data && list.length === 0 ? knowledge.replayEmpty : undefined}
      onChange={(e) => onPick(e.target.value)}
    >
      {list.map((q) => (
        <MenuItem key={`${q.callId}:${q.text}`} value={q.text} sx={{ whiteSpace: 'normal' }}>
          {q.text}
        </MenuItem>
      ))}
    </TextField>
  );
}

export default function RetrievalDialog({ agentId, kbIds, onClose }: Props) {
  const dataProvider = useDataProvider<AgentsProvider & KnowledgeActions>();
  const [question, setQuestion] = useState('');
  const search = useMutation<RetrievalResult, unknown, string>({
    mutationFn: async (text) => (await dataProvider.retrievalTest('agents', { id: agentId, question: text, kbIds: [...kbIds] })).data,
  });
  const run = (text: string) => {
    const q = text.trim();
    if (q && kbIds.length) search.mutate(q);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(question);
  };
  return (
    <OverlayDialog title={knowledge.testRetrieval} onClose={onClose} maxWidth="lg">
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">{knowledge.explain}</Typography>
          {kbIds.length === 0 ? <Alert severity="info">{knowledge.noneAttached}</Alert> : null}
          <Box component="form" onSubmit={submit} aria-label={knowledge.testRetrieval} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <TextField
              size="small"
              sx={{ flex: '1 1 240px' }}
              label={knowledge.question}
              value={question}
              onChange={(e) => setQuestion(e.target.value)}
              slotProps={{ htmlInput: { maxLength: QUESTION_MAX } }}
            />
            <Button type="submit" variant="contained" disabled={!question.trim() || kbIds.length === 0 || search.isPending}>
              {knowledge.search}
            </Button>
          </Box>
          <ReplayPicker
            agentId={agentId}
            onPick={(picked) => {
              setQuestion(picked);
              run(picked);
            }}
          />
          {search.isPending ? <LinearProgress aria-label={knowledge.search} /> : null}
          {search.error ? <Alert severity="error">{errorMessage(search.error, knowledge.failed)}</Alert> : null}
          {search.data ? (
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} data-testid="retrieval-results">
              <HitList title={knowledge.raw} side={search.data.raw} />
              <HitList title={knowledge.processed} side={search.data.processed} />
            </Stack>
          ) : null}
        </Stack>
      </DialogContent>
    </OverlayDialog>
  );
}
