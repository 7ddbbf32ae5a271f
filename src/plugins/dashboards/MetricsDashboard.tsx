// The dashboard: the account's metric cards (spec 1 §3 "Metric"), editable by whoever may edit the
// org. A card or a chart point opens the calls behind it in the logs page; `?groupBy=agent` splits
// every card by agent, `?dateFilter=` computes every card over one date range. The Metrics page's
// content (the home page shows MetricsSummary).
import EditIcon from '@mui/icons-material/Edit';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import { Alert, Box, Button, Card, CardContent, FormControlLabel, Grid, Stack, Switch, Typography } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAccessCheck, useKernel, useOpenOverlay } from '@kernel/sdk';
import { drillDownPath } from './drillDown';
import { canScheduleReports } from './access';
import { MetricCard, MetricCardSkeleton } from './MetricCard';
import { PageRangeInput } from './PageRangeInput';
import { RANGE_PARAM, rangeFromParam, rangeParam } from './pageRange';
import { ReportButton } from './ReportButton';
import { messages } from './messages';
import { useDashboardMetrics, useMetricValues } from './useDashboard';

export function MetricsDashboard({ heading = 'h2' }: { heading?: 'h1' | 'h2' }) {
  const { permissions } = useKernel();
  const open = useOpenOverlay();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const byAgent = params.get('groupBy') === 'agent';
  const range = rangeFromParam(params.get(RANGE_PARAM));
  const values = useMetricValues(byAgent ? 'agent' : undefined, rangeParam(range));
  const definitions = useDashboardMetrics();
  const canSchedule = useAccessCheck()(canScheduleReports);

  const setParam = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(search);
    if (value === undefined) next.delete(name);
    else next.set(name, value);
    const query = next.toString();
    navigate({ pathname, search: query ? `?${query}` : '' }, { replace: true });
  };

  return (
    <Card>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} alignItems={{ sm: 'center' }} justifyContent="space-between" spacing={1} sx={{ mb: 2 }}>
          <Box>
            <Typography variant="h5" component={heading}>
              {messages.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {messages.subtitle}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <PageRangeInput value={range} onChange={(next) => setParam(RANGE_PARAM, rangeParam(next))} />
            <FormControlLabel control={<Switch checked={byAgent} onChange={(e) => setParam('groupBy', e.target.checked ? 'agent' : undefined)} />} label={messages.groupByAgent} />
            <ReportButton results={values.data} />
            {canSchedule && (
              <Button startIcon={<ScheduleSendIcon />} onClick={() => open('scheduleReport')}>
                {messages.scheduleReport}
              </Button>
            )}
            {permissions.canEditOrg && (
              <Button startIcon={<EditIcon />} onClick={() => open('editDashboard')}>
                {messages.editDashboard}
              </Button>
            )}
          </Stack>
        </Stack>
        {values.isError && <Alert severity="error">{messages.valuesFailed}</Alert>}
        {values.data?.length === 0 && <Typography color="text.secondary">{messages.noMetrics}</Typography>}
        <Grid container spacing={2} aria-busy={values.isPending}>
          {values.isPending
            ? [0, 1, 2, 3].map((i) => (
                <Grid key={i} size={{ xs: 12, sm: 6, md: 3 }}>
                  <MetricCardSkeleton />
                </Grid>
              ))
            : (values.data ?? []).map((result) => {
                const metric = definitions.data?.find((m) => m.key === result.key);
                const window = result.window;
                return (
                  <Grid key={result.key} size={{ xs: 12, sm: 6, md: 3 }}>
                    <MetricCard
                      result={result}
                      onOpen={window ? (point) => navigate(drillDownPath(window, metric, point?.t)) : undefined}
                    />
                  </Grid>
                );
              })}
        </Grid>
      </CardContent>
    </Card>
  );
}
