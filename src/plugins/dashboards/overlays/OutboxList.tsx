// The organization's last sent messages with their delivery status, under a plain statement of how
// mail leaves the server: the demo outbox (no SMTP server configured) or the SMTP server's name.
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { OverlayLoading } from '@kernel/sdk';
import { messages } from '../messages';
import { formatUtc } from './formatUtc';
import { useMailOutbox } from './useSchedules';

export function OutboxList() {
  const outbox = useMailOutbox();
  if (outbox.isPending) return <OverlayLoading label={messages.loading} />;
  if (outbox.isError) return <Alert severity="error">{messages.schedulesFailed}</Alert>;
  const { provider, messages: sent } = outbox.data;
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {messages.outboxTitle}
      </Typography>
      <Alert severity={provider.kind === 'outbox' ? 'info' : 'success'} sx={{ my: 1 }}>
        {provider.kind === 'outbox' ? messages.outboxDemo : messages.outboxSmtp(provider.label)}
      </Alert>
      {sent.length === 0 ? (
        <Typography color="text.secondary">{messages.noMessages}</Typography>
      ) : (
        <Table size="small" aria-label={messages.outboxTitle}>
          <TableHead>
            <TableRow>
              <TableCell>{messages.outboxColumns.date}</TableCell>
              <TableCell>{messages.outboxColumns.to}</TableCell>
              <TableCell>{messages.outboxColumns.subject}</TableCell>
              <TableCell>{messages.outboxColumns.status}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sent.map((m) => (
              <TableRow key={m.id}>
                <TableCell>{formatUtc(m.createdAt)}</TableCell>
                <TableCell>{m.recipient}</TableCell>
                <TableCell>{m.subject}</TableCell>
                <TableCell>{m.error ? `${messages.status[m.status]}: ${m.error}` : messages.status[m.status]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
