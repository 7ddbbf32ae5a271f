// Try a question against one knowledge base: the question, "Process query" (on by default, as the
// spec's constant says), then the ranked passages: score, title linking to the page, and the passage
// with its matches in <mark>. The server's highlight segments are rendered as text nodes, never as
// HTML, so a page's markup or script can only ever show as characters.
import { useState, type FormEvent } from 'react';
import { Alert, Box, FormControlLabel, Link, List, ListItem, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { errorMessage, PendingButton } from '@kernel/sdk';
import { MAX_QUERY_LENGTH, PROCESS_QUERY_DEFAULT } from './limits';
import { FAILED, messages } from './messages';
import { isLinkable, segmentsOf, type Hit, type QueryResult } from './rules';
import { RESOURCE, useKbProvider } from './useKnowledgeBase';

export function Passage({ hit }: { hit: Pick<Hit, 'highlights' | 'text'> }) {
  return (
    <Typography variant="body2" component="p" data-testid="kb-passage" sx={{ '& mark': { px: 0.25, borderRadius: 0.5 } }}>
      {segmentsOf(hit).map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>))}
    </Typography>
  );
}

function HitTitle({ hit }: { hit: Hit }) {
  const label = hit.title || hit.url;
  if (!isLinkable(hit.url)) return <>{label}</>;
  return (
    <Link href={hit.url} target="_blank" rel="noopener noreferrer">
      {label}
    </Link>
  );
}

export function QueryResults({ result }: { result: QueryResult }) {
  return (
    <Box sx={{ mt: 2 }}>
      {result.processedQuery ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {messages.processedQuery(result.processedQuery)}
        </Typography>
      ) : null}
      {result.results.length === 0 ? (
        <Typography role="status">{messages.noResults}</Typography>
      ) : (
        <List aria-label={messages.titles.query} disablePadding>
          {result.results.map((hit, index) => (
            <ListItem key={hit.chunkId} disableGutters data-testid="kb-hit" sx={{ display: 'block', py: 1, borderTop: index ? 1 : 0, borderColor: 'divider' }}>
              <Stack direction="row" spacing={1} alignItems="baseline" flexWrap="wrap" useFlexGap>
                <Typography variant="subtitle2" component="span">
                  {messages.rank(index + 1)}
                </Typography>
                <Typography variant="subtitle2" component="span" sx={{ wordBreak: 'break-word' }}>
                  <HitTitle hit={hit} />
                </Typography>
                <Typography variant="caption" color="text.secondary" component="span">
                  {messages.score(hit.score)}
                </Typography>
              </Stack>
              <Passage hit={hit} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

export function QueryPanel({ kbId }: { kbId: string }) {
  const dataProvider = useKbProvider();
  const [query, setQuery] = useState('');
  const [processQuery, setProcessQuery] = useState(PROCESS_QUERY_DEFAULT);
  const [invalid, setInvalid] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [result, setResult] = useState<QueryResult | null>(null);

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    const question = query.trim();
    setInvalid(!question);
    if (!question || pending) return;
    setPending(true);
    setFailed(null);
    try {
      setResult((await dataProvider.queryKnowledgeBase(RESOURCE, { kbId, query: question, processQuery })).data);
    } catch (error) {
      setResult(null);
      setFailed(errorMessage(error, FAILED.query));
    } finally {
      setPending(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-labelledby="kb-query-title">
      <Typography id="kb-query-title" variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {messages.titles.query}
      </Typography>
      <Box component="form" noValidate onSubmit={ask} aria-label={messages.titles.query}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
          <TextField
            label={messages.titles.query}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            fullWidth
            size="small"
            error={invalid}
            helperText={invalid ? messages.validation.question : undefined}
            slotProps={{ htmlInput: { maxLength: MAX_QUERY_LENGTH } }}
          />
          <PendingButton type="submit" pending={pending} sx={{ flexShrink: 0 }}>
            {messages.actions.ask}
          </PendingButton>
        </Stack>
        <FormControlLabel
          control={<Switch checked={processQuery} onChange={(e) => setProcessQuery(e.target.checked)} />}
          label={messages.processQueryLabel}
        />
        <Typography variant="caption" color="text.secondary" component="p">
          {messages.hints.processQuery}
        </Typography>
      </Box>
      {failed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failed}
        </Alert>
      )}
      {result && <QueryResults result={result} />}
    </Paper>
  );
}
