// ?number=<id>: one number — its agent (change it), carrier and status, call forwarding, health, and
// release after confirmation.
import { useState } from 'react';
import { Button, DialogActions, DialogContent, Stack, Typography } from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { RecordOverlay, useConfirm, useConfirmedAction, useOpenOverlay, type OverlayProps } from '@kernel/sdk';
import { ActionError } from '../ActionError';
import { AgentSelect } from '../AgentSelect';
import { messages, NUMBER_LOAD } from '../messages';
import { NumberHealthFigures } from '../NumberHealthFigures';
import { formatPhone, type PhoneNumber } from '../rules';
import { useNumbersProvider } from '../useNumbers';
import { formatDateTime } from '@kernel/sdk';

function NumberDetails({ record, close }: { record: PhoneNumber; close: () => void }) {
  const dataProvider = useNumbersProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const confirm = useConfirm();
  const openOverlay = useOpenOverlay();
  const queryClient = useQueryClient();
  const [agent, setAgent] = useState<number | null>(record.agentAccountId);
  const reassign = useConfirmedAction(messages.saveAgentFailed);
  const release = useConfirmedAction(messages.releaseFailed);
  const live = record.status === 'active';

  const onReassign = async () => {
    if (!(await reassign.run(() => dataProvider.setAgent('phoneNumbers', { id: record.id, agentAccountId: agent })))) return;
    notify(messages.notify.reassigned, { type: 'success' });
    await queryClient.invalidateQueries({ queryKey: ['phoneNumbers'] });
    refresh();
  };

  const onRelease = async () => {
    const sure = await confirm({
      title: messages.actions.release,
      details: messages.confirmRelease(formatPhone(record.number)),
      confirmLabel: messages.actions.release,
      confirmColor: 'error',
    });
    if (!sure || !(await release.run(() => dataProvider.releaseNumber('phoneNumbers', { id: record.id })))) return;
    notify(messages.notify.released, { type: 'success' });
    refresh();
    close();
  };

  return (
    <>
      <DialogContent>
        <Typography variant="body2" color="text.secondary">
          {[record.carrierLabel, messages.status[record.status] ?? record.status].join(' · ')}
        </Typography>
        {live && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }} alignItems={{ sm: 'center' }}>
            <AgentSelect value={agent} onChange={setAgent} />
            <Button onClick={onReassign} disabled={agent === record.agentAccountId || reassign.pending} sx={{ flexShrink: 0 }}>
              {messages.actions.reassign}
            </Button>
          </Stack>
        )}
        <ActionError action={reassign} />
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          {messages.forwarding}
        </Typography>
        <Typography variant="body2">
          {record.forwardingProvenAt ? messages.forwardingProven(formatDateTime(record.forwardingProvenAt)) : messages.forwardingNever}
        </Typography>
        {live && (
          // the calls plugin's overlay, opened by its catalogue name (it shows the codes and the test call)
          <Button size="small" onClick={() => openOverlay('forwardingInstructions', record.id, ['number'])}>
            {messages.forwardCell}
          </Button>
        )}
        {live && <NumberHealthFigures id={record.id} />}
        <ActionError action={release} />
      </DialogContent>
      {live && (
        <DialogActions>
          <Button color="error" onClick={onRelease} disabled={release.pending}>
            {messages.actions.release}
          </Button>
        </DialogActions>
      )}
    </>
  );
}

export default function NumberOverlay({ value, close }: OverlayProps) {
  const id = /^\d+$/.test(value) ? Number(value) : null;
  return (
    <RecordOverlay<PhoneNumber>
      resource="phoneNumbers"
      id={id}
      title={(record) => (record ? formatPhone(record.number) : messages.titles.number)}
      close={close}
      labels={NUMBER_LOAD}
      maxWidth="sm"
    >
      {(record) => <NumberDetails record={record} close={() => close()} />}
    </RecordOverlay>
  );
}
