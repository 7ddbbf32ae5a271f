// The delivery log (issue 20 point 8): newest first, each delivery with its state and every attempt
// (request headers and body, response status, body excerpt, latency), replayable one by one.
import { useState } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Button, Chip, Pagination, Stack, Typography } from '@mui/material';
import { Title, useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { ListError, useConfirmedAction } from '@kernel/sdk';
import { LOG_PAGE_SIZE } from './api';
import { messages } from './messages';
import { prettyBody, type Attempt, type Delivery } from './rules';
import { useDeliveryLog, useWebhooksProvider, type LogOf } from './useWebhooks';
import { formatDateTime } from '@kernel/sdk';

const STATE_COLOR: Record<string, 'success' | 'error' | 'default' | 'warning'> = { succeeded: 'success', exhausted: 'error', skipped: 'warning', pending: 'default' };

function Pre({ children }: { children: string }) {
  return (
    <Box component="pre" sx={{ bgcolor: 'action.hover', p: 1, m: 0, fontSize: 12, overflowX: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
      {children}
    </Box>
  );
}

function AttemptView({ attempt }: { attempt: Attempt }) {
  const a = messages.attempt;
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1, mt: 1 }}>
      <Typography variant="subtitle2" component="h4">
        {[a.number(attempt.number), formatDateTime(attempt.startedAt), attempt.responseStatus ?? a.noAnswer, a.latency(attempt.latencyMs)].join(' · ')}
      </Typography>
      {attempt.error && <Alert severity="error" sx={{ my: 1 }}>{attempt.error}</Alert>}
      <Typography variant="caption">{a.request}</Typography>
      <Pre>{Object.entries(attempt.requestHeaders).map(([k, v]) => `${k}: ${v}`).join('\n')}</Pre>
      {attempt.responseExcerpt && (
        <>
          <Typography variant="caption">{a.response}</Typography>
          <Pre>{attempt.responseExcerpt}</Pre>
        </>
      )}
    </Box>
  );
}

function DeliveryRow({ delivery }: { delivery: Delivery }) {
  const dataProvider = useWebhooksProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const replay = useConfirmedAction(messages.actionFailed);
  const onReplay = async () => {
    if (!(await replay.run(() => dataProvider.replayDelivery('webhooks', { deliveryId: delivery.id })))) return;
    notify(messages.notify.replayed(1), { type: 'success' });
    await queryClient.invalidateQueries({ queryKey: ['webhooks', 'deliveries'] });
  };
  return (
    <Accordion disableGutters data-testid="webhook-delivery">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} sx={{ width: '100%' }}>
          <Chip size="small" color={STATE_COLOR[delivery.state] ?? 'default'} label={messages.state[delivery.state] ?? delivery.state} />
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>{delivery.eventType}</Typography>
          {delivery.kind !== 'event' && <Chip size="small" variant="outlined" label={delivery.replayOf ? messages.replayOf(delivery.replayOf) : messages.kind[delivery.kind]} />}
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {formatDateTime(delivery.createdAt)} · {messages.actions.attempts}: {delivery.attempts}
            {delivery.lastStatus !== null ? ` · ${delivery.lastStatus}` : ''}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        {delivery.nextAttemptAt && <Typography variant="body2">{messages.nextAttempt(formatDateTime(delivery.nextAttemptAt))}</Typography>}
        <Typography variant="caption">{messages.attempt.body}</Typography>
        <Pre>{prettyBody(delivery.body)}</Pre>
        {delivery.attemptLog.map((attempt) => <AttemptView key={attempt.number} attempt={attempt} />)}
        <Button size="small" sx={{ mt: 1 }} onClick={onReplay} disabled={replay.pending}>
          {messages.actions.replay}
        </Button>
      </AccordionDetails>
    </Accordion>
  );
}

export function DeliveryLog({ of }: { of: LogOf }) {
  const [page, setPage] = useState(1);
  const log = useDeliveryLog(of, page);
  if (log.isError) return <ListError fallback={messages.logFailed} />;
  if (!log.data) return null;
  const pages = Math.ceil(log.data.total / LOG_PAGE_SIZE);
  return (
    <Box>
      {log.data.deliveries.length === 0 && <Typography color="text.secondary">{messages.noDeliveries}</Typography>}
      {log.data.deliveries.map((d) => <DeliveryRow key={d.id} delivery={d} />)}
      {pages > 1 && <Pagination sx={{ mt: 2 }} count={pages} page={page} onChange={(_e, p) => setPage(p)} />}
    </Box>
  );
}

export function CallDeliveries({ callId }: { callId: string }) {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={messages.titles.callLog(callId)} />
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>{messages.titles.callLog(callId)}</Typography>
      <DeliveryLog of={{ callId }} />
    </Box>
  );
}
