// One ranked list of the retrieval test: rank, page (a safe link), score and the chunk's text with
// the matched words in <mark> (highlight segments from the server, never HTML).
import { Box, List, ListItem, Stack, Typography } from '@mui/material';
import type { RetrievalHit, RetrievalSide } from '../api/knowledgeAdapter';
import { messages } from '../messages';
import { formatScore } from '../rules/knowledge';
import { SourceLink } from './Citations';

const { knowledge } = messages;

function HitText({ hit }: { hit: RetrievalHit }) {
  const segments = hit.highlights?.length ? hit.highlights : [{ text: hit.text, match: false }];
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {segments.map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>))}
    </Typography>
  );
}

export function HitList({ title, side }: { title: string; side: RetrievalSide }) {
  return (
    <Box component="section" aria-label={title} sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {knowledge.searchedFor}: “{side.query}”
      </Typography>
      {side.hits.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {knowledge.noHits}
        </Typography>
      ) : (
        <List dense component="ol" aria-label={title}>
          {side.hits.map((hit, i) => (
            <ListItem key={String(hit.chunkId)} divider disableGutters sx={{ display: 'block' }} data-testid="retrieval-hit">
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>{knowledge.rank(i + 1)}</Typography>
                <SourceLink url={hit.url} title={hit.title} />
                <Typography variant="caption" color="text.secondary">
                  {knowledge.score} {formatScore(hit.score)}
                </Typography>
              </Stack>
              <HitText hit={hit} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
