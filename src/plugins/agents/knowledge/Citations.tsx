// "Sources" under an agent's answer (issue 21 point 5): the knowledge-base passages it was given,
// each its page title as a link (http(s) only, opened in a new tab without access to this page),
// and its snippet as text.
import { Box, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ChatCitation } from '../api/types';
import { messages } from '../messages';
import { safeHref } from '../rules/knowledge';

const { knowledge } = messages;

export function SourceLink({ url, title }: { url: string; title: string }) {
  const href = safeHref(url);
  const label = title || url;
  return href ? (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </Link>
  ) : (
    <>{label}</>
  );
}

export function Citations({ citations }: { citations: readonly ChatCitation[] }) {
  if (citations.length === 0) return null;
  return (
    <Box component="section" aria-label={knowledge.sources} sx={{ mt: 1 }}>
      <Typography variant="caption" color="text.secondary" component="h4">
        {knowledge.sources}
      </Typography>
      <List dense disablePadding>
        {citations.map((c) => (
          <ListItem key={String(c.chunkId)} disableGutters sx={{ display: 'block' }}>
            <ListItemText
              primary={<SourceLink url={c.url} title={c.title} />}
              secondary={c.snippet}
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
