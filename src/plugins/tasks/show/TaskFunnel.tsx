// The live funnel: queued → dialing → connected, then the outcomes, with time left and spend so far.
// Counts come from the task (and from 'task.updated' as they move); each stage is a live region so a
// screen reader hears the campaign move without focus leaving the page.
import { Box, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { messages } from '../messages';
import { formatCents, formatCount, formatDuration, funnelStages, progressPercent, type Stage } from '../rules/campaign';
import type { Task } from '../rules/types';

const STAGE_LABEL: Record<Stage['key'], string> = {
  queued: messages.status.queued,
  dialing: messages.status.dialing,
  connected: messages.status.connected,
  completed: messages.status.completed,
  voicemail: messages.status.voicemail,
  noAnswer: messages.status['no-answer'],
  failed: messages.status.failed,
};

function StageRow({ title, stages, locale }: { title: string; stages: Stage[]; locale: string }) {
  return (
    <Box>
      <Typography variant="overline" component="h3">{title}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {stages.map((stage) => (
          <Box key={stage.key} data-testid={`funnel-${stage.key}`} sx={{ minWidth: 96, p: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
            <Typography variant="h6" component="p" aria-live="polite">{formatCount(stage.count, locale)}</Typography>
            <Typography variant="body2" color="text.secondary">{STAGE_LABEL[stage.key]}</Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

export function TaskFunnel({ task }: { task: Task }) {
  const [locale] = useLocaleState();
  const { inProgress, outcomes } = funnelStages(task.counts);
  const percent = progressPercent(task.counts);
  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-label={messages.funnel.title}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }} justifyContent="space-between">
          <Typography variant="h6" component="h2">{messages.funnel.title}</Typography>
          <Typography color="text.secondary">{messages.funnel.total(formatCount(task.counts?.total ?? 0, locale))}</Typography>
        </Stack>
        <LinearProgress variant="determinate" value={percent} aria-label={messages.fields.progress} sx={{ mb: 2 }} />
        <Stack spacing={2}>
          <StageRow title={messages.funnel.inProgress} stages={inProgress} locale={locale} />
          <StageRow title={messages.funnel.outcomes} stages={outcomes} locale={locale} />
          <Stack direction="row" spacing={4}>
            <Box>
              <Typography variant="body2" color="text.secondary">{messages.funnel.timeLeft}</Typography>
              <Typography data-testid="funnel-time-left">{formatDuration(task.estimatedSecondsLeft)}</Typography>
            </Box>
            <Box>
              <Typography variant="body2" color="text.secondary">{messages.funnel.spend}</Typography>
              <Typography data-testid="funnel-spend">{formatCents(task.spendCents, locale)}</Typography>
            </Box>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
