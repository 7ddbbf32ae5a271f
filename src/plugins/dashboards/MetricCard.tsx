// One metric: its label, its value over the window (compact, or USD; scaled by the server) and its
// per-day chart.
import { lazy, Suspense } from 'react';
import { Alert, Card, CardActionArea, CardContent, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import type { MetricPoint, MetricResult } from '@kernel/sdk';
import { messages } from './messages';
import { formatMetricValue } from './rules';

const MetricChart = lazy(() => import('./MetricChart'));
const CHART_HEIGHT = 64;

interface MetricCardProps {
  result: MetricResult;
  /** the calls behind the card, or behind one day of its chart */
  onOpen?: (point?: MetricPoint) => void;
}

export function MetricCard({ result, onOpen }: MetricCardProps) {
  const format = (v: number) => formatMetricValue(v, result.unit);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {/* named by what it shows (label and value; axe: label-content-name-mismatch), described by what it opens */}
      <CardActionArea onClick={() => onOpen?.()} title={messages.openLogs(result.label)} disabled={!onOpen}>
        <CardContent sx={{ pb: 1 }}>
          <Typography variant="body2" color="text.secondary" component="h3">
            {result.label}
          </Typography>
          <Typography variant="h4" component="p" data-testid={`metric-${result.key}`}>
            {result.error ? '—' : format(result.value)}
          </Typography>
        </CardContent>
      </CardActionArea>
      <CardContent sx={{ pt: 0, minHeight: CHART_HEIGHT + 8 }}>
        {result.error ? (
          <Alert severity="warning">{result.error}</Alert>
        ) : (
          result.series.length > 1 && (
            <Suspense fallback={<Skeleton variant="rectangular" height={CHART_HEIGHT} />}>
              <MetricChart points={result.series} label={messages.trend(result.label)} format={format} onPoint={(p) => onOpen?.(p)} />
            </Suspense>
          )
        )}
        {result.groups && (
          <List dense aria-label={`${messages.byAgent}: ${result.label}`} sx={{ py: 0 }}>
            {result.groups.length === 0 && <ListItem disableGutters>{messages.noAgents}</ListItem>}
            {result.groups.map((group) => (
              <ListItem key={group.agentId} disableGutters secondaryAction={<Typography variant="body2">{format(group.value)}</Typography>}>
                <ListItemText primary={group.agentName || `#${group.agentId}`} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

export function MetricCardSkeleton() {
  return (
    <Card variant="outlined">
      <CardContent>
        <Skeleton width="60%" />
        <Skeleton width="40%" height={48} />
        <Skeleton variant="rectangular" height={CHART_HEIGHT} />
      </CardContent>
    </Card>
  );
}
