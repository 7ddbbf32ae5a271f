// "Sources" under an agent's answer: each passage's page title as a link (http(s) only, opened in a
// new tab without access to this page) and its snippet as text, never as HTML. The heading comes from
// the caller's messages. Part of the overlay kit: the agents' test chat and the logs' transcript use it.
import { Box, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { safeHref, type CitationView } from '../../shared/knowledge/citations';

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

export function Citations({ citations, label }: { citations: readonly CitationView[]; label: string }) {
  if (citations.length === 0) return null;
  return (
    <Box component="section" aria-label={label} sx={{ mt: 1 }}>
      <Typography variant="caption" color="text.secondary" component="h4">
        {label}
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
