// The apps catalogue: each app with what it does, whether it is installed, and a button to its
// settings (?install=<appId>:<version>). Loading, empty and error states (the catalogue's error
// flag: spec doc 2 "Apps operations: set an error flag").
import { Alert, Button, Card, CardActions, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useOpenOverlay } from '@kernel/sdk';
import { messages } from './messages';
import { appKey } from './rules';
import { useApps } from './useIntegrations';

export function AppsCatalogue() {
  const apps = useApps();
  const open = useOpenOverlay();
  if (apps.isPending) {
    return (
      <Stack spacing={1} role="progressbar" aria-label={messages.apps.title}>
        <Skeleton variant="rounded" height={90} />
        <Skeleton variant="rounded" height={90} />
      </Stack>
    );
  }
  if (apps.isError) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void apps.refetch()}>{messages.actions.retry}</Button>}>
        {messages.apps.loadFailed}
      </Alert>
    );
  }
  if (apps.data.length === 0) return <Typography color="text.secondary">{messages.apps.empty}</Typography>;
  return (
    <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={messages.apps.title}>
      {apps.data.map((app) => (
        <Card component="li" key={appKey(app)} variant="outlined">
          <CardContent sx={{ pb: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                {app.name}
              </Typography>
              <Chip size="small" label={app.installed ? messages.apps.installed : messages.apps.notInstalled} color={app.installed ? 'success' : 'default'} />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {app.description}
            </Typography>
            {app.functions.length > 0 && (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
                {messages.apps.functions(app.functions)}
              </Typography>
            )}
            {app.dependencies.calendar && (
              <Typography variant="caption" component="p">
                {messages.apps.usesCalendar}
              </Typography>
            )}
          </CardContent>
          <CardActions>
            <Button size="small" onClick={() => open('install', appKey(app))} aria-label={messages.apps.actionOn(app.installed ? messages.actions.settings : messages.actions.install, app.name)}>
              {app.installed ? messages.actions.settings : messages.actions.install}
            </Button>
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}
