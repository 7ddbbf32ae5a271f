// The Integrations page (menu entry in plugin.manifest.json): the calendar agents book in (opens
// ?schedule), the workflow-automation integration (?workflowAutomation) and the apps catalogue.
import { Alert, Box, Button, Card, CardActions, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useOpenOverlay } from '@kernel/sdk';
import { AppsCatalogue } from './AppsCatalogue';
import { messages } from './messages';
import { useSchedule } from './useIntegrations';

function CalendarCard() {
  const schedule = useSchedule();
  const open = useOpenOverlay();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {messages.schedule.title}
        </Typography>
        {schedule.isPending ? (
          <Skeleton variant="text" role="progressbar" aria-label={messages.schedule.title} />
        ) : schedule.isError ? (
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void schedule.refetch()}>{messages.actions.retry}</Button>}>
            {messages.schedule.loadFailed}
          </Alert>
        ) : (
          <Typography color={schedule.data.provider ? 'text.primary' : 'text.secondary'}>
            {schedule.data.providerLabel ? messages.schedule.active(schedule.data.providerLabel) : messages.schedule.none}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        <Button onClick={() => open('schedule')}>{messages.actions.setUp}</Button>
      </CardActions>
    </Card>
  );
}

export default function IntegrationsPage() {
  const open = useOpenOverlay();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {messages.title}
        </Typography>
        <Typography color="text.secondary">{messages.intro}</Typography>
        <CalendarCard />
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              {messages.workflow.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {messages.workflow.hint}
            </Typography>
          </CardContent>
          <CardActions>
            <Button onClick={() => open('workflowAutomation')}>{messages.actions.setUp}</Button>
          </CardActions>
        </Card>
        <Typography variant="h6" component="h2">
          {messages.apps.title}
        </Typography>
        <AppsCatalogue />
      </Stack>
    </Box>
  );
}
