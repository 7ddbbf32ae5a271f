// The expanded row: the entry's before and after values as formatted JSON, shown as text.
import { Box, Grid, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { messages } from './messages';
import { formatJson, type AuditEntry } from './rules';

function JsonBlock({ title, value }: { title: string; value: unknown }) {
  const text = formatJson(value);
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2">{title}</Typography>
      {text === null ? (
        <Typography variant="body2" color="text.secondary">
          {messages.noValue}
        </Typography>
      ) : (
        <Box
          component="pre"
          sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 12, overflowX: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
        >
          {text}
        </Box>
      )}
    </Box>
  );
}

export function AuditDetails() {
  const entry = useRecordContext<AuditEntry>();
  if (!entry) return null;
  return (
    <Grid container spacing={2} sx={{ p: 1 }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <JsonBlock title={messages.fields.before} value={entry.before} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <JsonBlock title={messages.fields.after} value={entry.after} />
      </Grid>
    </Grid>
  );
}
