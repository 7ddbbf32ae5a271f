// One number's health (issue 18 point 7): last inbound call, answer rate and inbound calls over 7
// days, capabilities. Forwarding proof is shown beside it by the number overlay.
import { Skeleton, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { messages } from './messages';
import { answerRate } from './rules';
import { useNumberHealth } from './useNumbers';
import { formatDateTime } from '@kernel/sdk';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : messages.never);

export function NumberHealthFigures({ id }: { id: number }) {
  const health = useNumberHealth(id);
  const h = health.data;
  const rows: [string, string][] = h
    ? [
        [messages.lastInbound, when(h.lastInboundAt)],
        [messages.answerRate, answerRate(h.answerRate7d)],
        [messages.inbound, String(h.inbound7d)],
        [messages.capabilities, [h.voice && messages.voice, h.sms && messages.sms].filter(Boolean).join(', ')],
      ]
    : [];
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {messages.health}
      </Typography>
      {health.isPending ? (
        <Skeleton variant="rectangular" height={96} />
      ) : (
        <Table size="small" aria-label={messages.health}>
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
