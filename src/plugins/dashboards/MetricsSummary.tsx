// The home page's widget: each metric's value over its window, each opening the calls behind it, and a
// way to the Metrics page. The per-day charts, the PDF report and grouping by agent live on that page
// only: the chart library alone is 88 kB gzip, and the home page has a budget (issue 8: 290 kB).
import { Alert, Box, Button, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { drillDownPath } from './drillDown';
import { messages } from './messages';
import { formatMetricValue } from './rules';
import { useDashboardMetrics, useMetricValues } from './useDashboard';

const DASHBOARD_PATH = '/dashboard';

export function MetricsSummary() {
  const navigate = useNavigate();
  const values = useMetricValues();
  const definitions = useDashboardMetrics();

  return (
    <Card>
      <CardContent>
        <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1} sx={{ mb: 2 }}>
          <Box>
            <Typography variant="h5" component="h2">
              {messages.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {messages.subtitle}
            </Typography>
          </Box>
          <Button onClick={() => navigate(DASHBOARD_PATH)}>{messages.openDashboard}</Button>
        </Stack>
        {values.isError && <Alert severity="error">{messages.valuesFailed}</Alert>}
        {values.isPending && <Typography color="text.secondary">{messages.loading}</Typography>}
        {values.data?.length === 0 && <Typography color="text.secondary">{messages.noMetrics}</Typography>}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
          {(values.data ?? []).map((result) => {
            const metric = definitions.data?.find((m) => m.key === result.key);
            const window = result.window;
            return (
              <Card key={result.key} variant="outlined">
                <CardActionArea
                  disabled={!window}
                  title={messages.openLogs(result.label)}
                  onClick={() => window && navigate(drillDownPath(window, metric))}
                >
                  <CardContent>
                    <Typography variant="body2" color="text.secondary" component="h3">
                      {result.label}
                    </Typography>
                    <Typography variant="h5" component="p" data-testid={`metric-${result.key}`}>
                      {result.error ? '—' : formatMetricValue(result.value, result.unit)}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
}
