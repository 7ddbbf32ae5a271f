// One endpoint's page: a banner when it was switched off (with "switch back on"), its actions (send
// test, rotate secret, replay failed since a date, delete after confirmation) and its delivery log.
import { useState } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { Show, useDelete, useNotify, useRecordContext, useRedirect, useRefresh } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, SecretReveal, useConfirm, useConfirmedAction } from '@kernel/sdk';
import { DeliveryLog } from './DeliveryLog';
import { messages } from './messages';
import { sinceInstant, typeLabel, type Webhook } from './rules';
import { useWebhooksProvider } from './useWebhooks';

function Actions({ webhook }: { webhook: Webhook }) {
  const dataProvider = useWebhooksProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const confirm = useConfirm();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const [remove] = useDelete();
  const action = useConfirmedAction(messages.actionFailed);
  const [secret, setSecret] = useState<string | null>(null);
  const [since, setSince] = useState('');
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: ['webhooks', 'deliveries'] });
    refresh();
  };
  const run = async (work: () => Promise<unknown>, done: string) => {
    if (!(await action.run(work))) return;
    notify(done, { type: 'success' });
    await reload();
  };
  const onRotate = async () => {
    if (!(await confirm({ title: messages.actions.rotate, details: messages.confirmRotate, confirmLabel: messages.actions.rotate }))) return;
    await run(async () => setSecret((await dataProvider.rotateSecret('webhooks', { id: webhook.id })).data.secret), messages.notify.rotated);
  };
  const onReplayFailed = async () => {
    const at = sinceInstant(since);
    if (!at) return;
    let replayed = 0;
    await run(async () => void (replayed = (await dataProvider.replayFailed('webhooks', { id: webhook.id, since: at })).data.replayed), '');
    notify(messages.notify.replayed(replayed), { type: 'info' });
  };
  const onDelete = async () => {
    const sure = await confirm({ title: messages.actions.delete, details: messages.confirmDelete(webhook.url), confirmLabel: messages.actions.delete, confirmColor: 'error' });
    if (!sure) return;
    try {
      await remove('webhooks', { id: webhook.id, previousData: webhook }, { returnPromise: true });
      notify(messages.notify.deleted, { type: 'success' });
      redirect('list', 'webhooks');
    } catch (error) {
      notify(errorMessage(error, messages.deleteFailed), { type: 'error' });
    }
  };

  return (
    <Box>
      {webhook.status === 'disabled' && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" disabled={action.pending} onClick={() => run(() => dataProvider.enableWebhook('webhooks', { id: webhook.id }), messages.notify.enabled)}>
              {messages.actions.enable}
            </Button>
          }
          sx={{ mb: 2 }}
        >
          {messages.banner(webhook.disabledReason ?? '')}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
        <Button variant="outlined" disabled={action.pending} onClick={() => run(() => dataProvider.sendTest('webhooks', { id: webhook.id }), messages.notify.test)}>
          {messages.actions.test}
        </Button>
        <Button variant="outlined" disabled={action.pending} onClick={onRotate}>
          {messages.actions.rotate}
        </Button>
        <Button variant="outlined" color="error" onClick={onDelete}>
          {messages.actions.delete}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }} alignItems={{ sm: 'center' }}>
        <TextField
          size="small"
          type="datetime-local"
          label={messages.actions.replayFailed}
          value={since}
          onChange={(e) => setSince(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="outlined" disabled={!since || action.pending} onClick={onReplayFailed}>
          {messages.actions.replay}
        </Button>
      </Stack>
      {secret && <SecretReveal value={secret} hint={`${messages.hints.secretOnce} ${messages.hints.rotateGrace}`} copyLabel={messages.actions.copy} copiedLabel={messages.copied} testId="webhook-secret" spaced />}
      {action.failed ? <Alert severity="error" sx={{ mb: 2 }}>{errorMessage(action.failed, action.failedFallback)}</Alert> : null}
    </Box>
  );
}

function WebhookPage() {
  const webhook = useRecordContext<Webhook>();
  if (!webhook) return null;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h6" component="h1">{webhook.label || webhook.url}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, wordBreak: 'break-all' }}>
        {webhook.url} · {typeLabel(webhook.type)} · {messages.status[webhook.status]}
      </Typography>
      <Actions webhook={webhook} />
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>{messages.titles.log}</Typography>
      <DeliveryLog of={{ id: String(webhook.id) }} />
    </Box>
  );
}

export default function WebhookShow() {
  return (
    <Show resource="webhooks" actions={false}>
      <WebhookPage />
    </Show>
  );
}
