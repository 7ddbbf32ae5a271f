// Usage (stats/usage): per usage key a chart and its total, over the billing period (padded to 30
// days by the server) or a date range, daily, weekly or monthly, as counts or as costs on the plan.
// The window, frequency and costs switch live in the URL (usageFrom, usageTo, frequency, costs).
import { lazy, Suspense } from 'react';
import { Alert, Button, Card, CardContent, FormControlLabel, Grid, MenuItem, Paper, Skeleton, Stack, Switch, TextField, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { formatUsd } from '../../shared/money';
import { keyLabel, messages } from './messages';
import { FREQUENCIES, isFrequency, keySeries, keyTotal, usageKeys, usageWindow, type Frequency } from './rules';
import { useUsage } from './useBilling';

const UsageChart = lazy(() => import('./UsageChart'));
const m = messages.usage;

function useUsageParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('frequency');
  const frequency: Frequency = isFrequency(raw) ? raw : 'day';
  const costs = params.get('costs') === 'true';
  const from = params.get('usageFrom');
  const to = params.get('usageTo');
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (p) => {
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === '') p.delete(k);
          else p.set(k, v);
        }
        return p;
      },
      { replace: true },
    );
  return { frequency, costs, from, to, set };
}

export function UsageCard() {
  const { frequency, costs, from, to, set } = useUsageParams();
  const range = usageWindow(from, to);
  const usage = useUsage({ startDate: range.startDate, endDate: range.endDate, frequency, giveCosts: true }, !range.error);
  const rows = usage.data?.usage ?? [];
  return (
    <Card component="section" aria-label={m.title} data-testid="usage">
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} justifyContent="space-between" alignItems={{ md: 'center' }}>
          <div>
            <Typography variant="overline" component="h2">
              {m.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {from || to ? `${from ?? '…'} – ${to ?? '…'}` : m.billingPeriod}
              {usage.data && ` · ${m.totalCost(formatUsd(usage.data.totalCost))}`}
            </Typography>
          </div>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} flexWrap="wrap" useFlexGap>
            <TextField size="small" type="date" label={m.from} value={from ?? ''} onChange={(e) => set({ usageFrom: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField size="small" type="date" label={m.to} value={to ?? ''} onChange={(e) => set({ usageTo: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField size="small" select label={m.frequency} value={frequency} onChange={(e) => set({ frequency: e.target.value === 'day' ? null : e.target.value })} sx={{ minWidth: 120 }}>
              {FREQUENCIES.map((f) => (
                <MenuItem key={f} value={f}>
                  {m.frequencies[f]}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel control={<Switch checked={costs} onChange={(e) => set({ costs: e.target.checked ? 'true' : null })} />} label={m.costs} />
            {(from || to) && <Button onClick={() => set({ usageFrom: null, usageTo: null })}>{m.reset}</Button>}
          </Stack>
        </Stack>
        {range.error ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {range.error}
          </Alert>
        ) : usage.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {m.failed}
          </Alert>
        ) : !usage.data ? (
          <Skeleton role="progressbar" variant="rectangular" height={160} sx={{ mt: 2 }} aria-label={m.title} />
        ) : (
          <Grid container spacing={2} sx={{ mt: 1 }}>
            {usageKeys().map((key) => (
              <Grid key={key} size={{ xs: 12, sm: 6, lg: 4 }}>
                <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={`usage-${key}`}>
                  <Typography variant="body2" color="text.secondary" component="h3">
                    {keyLabel(key)}
                  </Typography>
                  <Typography variant="h6" component="p">
                    {keyTotal(rows, key, costs)}
                  </Typography>
                  <Suspense fallback={<Skeleton variant="rectangular" height={72} />}>
                    <UsageChart points={keySeries(rows, key, costs)} label={m.chart(keyLabel(key), costs)} costs={costs} />
                  </Suspense>
                </Paper>
              </Grid>
            ))}
          </Grid>
        )}
      </CardContent>
    </Card>
  );
}
