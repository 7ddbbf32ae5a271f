// ?scheduleReport: the organization's scheduled reports (create, edit, delete, send now) and its
// sent messages. Reached from "Schedule report" on the Metrics page, by owners and the accounts
// above the organization (the server enforces the same).
import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Button, DialogActions, DialogContent, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import { errorMessage, OverlayDialog, OverlayLoading, useConfirm, useKernel, type OverlayProps } from '@kernel/sdk';
import { messages } from '../messages';
import { scheduleMessages } from '../scheduleMessages';
import type { ReportMember, ReportSchedule } from '../reportsApi';
import { formatUtc } from './formatUtc';
import { OutboxList } from './OutboxList';
import { NEW_SCHEDULE, ScheduleForm } from './ScheduleForm';
import { useReportSchedules, useScheduleActions } from './useSchedules';

type Editing = { id?: string } | null;

function recipientNames(schedule: ReportSchedule, members: ReportMember[]): string {
  return schedule.recipients.map((id) => members.find((m) => m.id === id)?.name ?? `#${id}`).join(', ');
}

export default function ScheduleReportOverlay({ close }: OverlayProps) {
  const { account } = useKernel();
  const schedules = useReportSchedules();
  const actions = useScheduleActions();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  if (schedules.isPending) return <OverlayDialog title={scheduleMessages.schedulesTitle} onClose={() => close()}><OverlayLoading label={messages.loading} /></OverlayDialog>;
  if (schedules.isError) {
    return (
      <OverlayDialog title={scheduleMessages.schedulesTitle} onClose={() => close()}>
        <DialogContent>
          <Alert severity="error">{errorMessage(schedules.error, scheduleMessages.schedulesFailed)}</Alert>
        </DialogContent>
      </OverlayDialog>
    );
  }
  const { schedules: list, members } = schedules.data;
  const edited = editing?.id ? list.find((s) => s.id === editing.id) : undefined;

  const sendNow = (schedule: ReportSchedule) => {
    setNotice(null);
    actions.send.mutate(schedule.id, {
      onSuccess: ({ data }) => {
        const failed = data.deliveries.filter((d) => d.status === 'failed');
        setNotice(failed.length ? { severity: 'error', text: failed[0]?.error ?? scheduleMessages.sendFailed } : { severity: 'success', text: scheduleMessages.sent(data.deliveries.length) });
      },
      onError: (error) => setNotice({ severity: 'error', text: errorMessage(error, scheduleMessages.sendFailed) }),
    });
  };
  const remove = (schedule: ReportSchedule) =>
    void confirm({
      title: scheduleMessages.deleteQuestion,
      details: schedule.description,
      confirmLabel: scheduleMessages.delete,
      confirmColor: 'error',
      onConfirm: () => actions.remove.mutateAsync(schedule.id).then(() => undefined),
    });

  const intro = (
    <>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {scheduleMessages.schedulesIntro}
      </Typography>
      {notice && <Alert severity={notice.severity} sx={{ mb: 1 }}>{notice.text}</Alert>}
    </>
  );

  if (editing) {
    return (
      <OverlayDialog title={scheduleMessages.schedulesTitle} onClose={() => close()} maxWidth="md">
        <ScheduleForm
          key={editing.id ?? 'new'}
          initial={edited ?? NEW_SCHEDULE(members, account?.id)}
          members={members}
          header={intro}
          onCancel={() => setEditing(null)}
          onSave={(schedule) => actions.save.mutateAsync({ id: editing.id, schedule }).then(() => setEditing(null))}
        />
      </OverlayDialog>
    );
  }

  return (
    <OverlayDialog title={scheduleMessages.schedulesTitle} onClose={() => close()} maxWidth="md">
      <DialogContent>
        {intro}
        {list.length === 0 ? (
          <Typography>{scheduleMessages.noSchedules}</Typography>
        ) : (
          <List dense aria-label={scheduleMessages.schedulesTitle}>
            {list.map((s) => (
              <ListItem
                key={s.id}
                secondaryAction={
                  <>
                    <Button size="small" startIcon={<SendIcon />} disabled={actions.send.isPending} onClick={() => sendNow(s)} aria-label={`${scheduleMessages.sendNow}: ${s.description}`}>
                      {actions.send.isPending && actions.send.variables === s.id ? scheduleMessages.sending : scheduleMessages.sendNow}
                    </Button>
                    <IconButton aria-label={`${scheduleMessages.edit}: ${s.description}`} onClick={() => setEditing({ id: s.id })}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton aria-label={scheduleMessages.deleteSchedule(s.description)} onClick={() => remove(s)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </>
                }
              >
                <ListItemText
                  sx={{ pr: 24 }}
                  primary={s.description}
                  secondary={[
                    recipientNames(s, members),
                    scheduleMessages.nextRun(formatUtc(s.nextRunAt)),
                    s.lastRunAt ? scheduleMessages.lastRun(formatUtc(s.lastRunAt)) : null,
                    s.lastError ? scheduleMessages.lastError(s.lastError) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
        <OutboxList />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setEditing({})}>{scheduleMessages.newSchedule}</Button>
      </DialogActions>
    </OverlayDialog>
  );
}
