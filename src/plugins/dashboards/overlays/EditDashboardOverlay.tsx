// ?editDashboard: the dashboard's metrics in order: add (a default metric or a new one), edit,
// remove, reorder, reset to the defaults; saved to the account's `metrics` setting in one call.
import { useEffect, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Button, DialogActions, DialogContent, IconButton, List, ListItem, ListItemText, Menu, MenuItem } from '@mui/material';
import { DEFAULT_METRICS, OverlayDialog, OverlayLoading, useOpenOverlay, type Metric, type OverlayProps } from '@kernel/sdk';
import { messages } from '../messages';
import { moveMetric } from '../rules';
import { useDashboardMetrics } from '../useDashboard';
import { useSaveMetrics } from '../useSaveMetrics';

export default function EditDashboardOverlay({ close }: OverlayProps) {
  const saved = useDashboardMetrics();
  const save = useSaveMetrics();
  const open = useOpenOverlay();
  const [metrics, setMetrics] = useState<Metric[] | null>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (saved.data && metrics === null) setMetrics(saved.data);
  }, [saved.data, metrics]);

  if (!metrics) return <OverlayDialog title={messages.dashboardTitle} onClose={() => close()}><OverlayLoading label={messages.loading} /></OverlayDialog>;
  const missing = DEFAULT_METRICS.filter((d) => !metrics.some((m) => m.key === d.key));
  const submit = () => save.mutate(metrics, { onSuccess: () => close() });

  return (
    <OverlayDialog title={messages.dashboardTitle} onClose={() => close()}>
      <DialogContent>
        <List dense aria-label={messages.dashboardTitle}>
          {metrics.map((metric, index) => (
            <ListItem
              key={metric.key}
              secondaryAction={
                <>
                  <IconButton aria-label={messages.moveUp(metric.label)} disabled={index === 0} onClick={() => setMetrics(moveMetric(metrics, metric.key, -1))}>
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton aria-label={messages.moveDown(metric.label)} disabled={index === metrics.length - 1} onClick={() => setMetrics(moveMetric(metrics, metric.key, 1))}>
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                  {/* editing a metric saves the dashboard as shown here first, so nothing is lost */}
                  <IconButton aria-label={messages.editMetric(metric.label)} onClick={() => save.mutate(metrics, { onSuccess: () => open('editMetric', metric.key, ['editDashboard']) })}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton aria-label={messages.removeMetric(metric.label)} onClick={() => setMetrics(metrics.filter((m) => m.key !== metric.key))}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </>
              }
            >
              <ListItemText primary={metric.label} secondary={metric.formula} sx={{ pr: 18 }} />
            </ListItem>
          ))}
        </List>
        {metrics.length === 0 && <Alert severity="info">{messages.noMetrics}</Alert>}
        {save.isError && <Alert severity="error">{messages.saveFailed}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<AddIcon />} onClick={(event) => setMenu(event.currentTarget)}>
          {messages.addMetric}
        </Button>
        <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
          {missing.map((metric) => (
            <MenuItem key={metric.key} onClick={() => (setMetrics([...metrics, { ...metric }]), setMenu(null))}>
              {metric.label}
            </MenuItem>
          ))}
          <MenuItem onClick={() => save.mutate(metrics, { onSuccess: () => open('editMetric', 'new', ['editDashboard']) })}>{messages.newMetric}</MenuItem>
        </Menu>
        <Button onClick={() => setMetrics(DEFAULT_METRICS.map((m) => ({ ...m })))}>{messages.resetDefaults}</Button>
        <Button variant="contained" disabled={save.isPending} onClick={submit}>
          {messages.save}
        </Button>
      </DialogActions>
    </OverlayDialog>
  );
}
