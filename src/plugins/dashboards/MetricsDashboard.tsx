// The dashboard: the account's metric cards (spec 1 §3 "Metric"), editable by whoever may edit the
// org. Used as the home page's widget and as the Dashboard page.
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useKernel, useOpenOverlay } from '@kernel/sdk';
import { MetricCard, MetricCardSkeleton } from './MetricCard';
import { messages } from './messages';
import { useMetricValues } from './useDashboard';

export function MetricsDashboard({ heading = 'h2' }: { heading?: 'h1' | 'h2' }) {
  const { permissions } = useKernel();
  const open = useOpenOverlay();
  const values = useMetricValues();

  return (
    <Card>
      <CardContent>
        <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
          <Box>
            <Typography variant="h5" component={heading}>
              {messages.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {messages.subtitle}
            </Typography>
          </Box>
          {permissions.canEditOrg && (
            <Button startIcon={<EditIcon />} onClick={() => open('editDashboard')}>
              {messages.editDashboard}
            </Button>
          )}
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
            : (values.data ?? []).map((result) => (
                <Grid key={result.key} size={{ xs: 12, sm: 6, md: 3 }}>
                  <MetricCard result={result} />
                </Grid>
              ))}
        </Grid>
      </CardContent>
    </Card>
  );
}
