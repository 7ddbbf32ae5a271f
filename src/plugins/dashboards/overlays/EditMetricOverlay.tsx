// ?editMetric=<key>|new: the metric form: label, metric field and operator, the formula builder,
// scale, unit and window. The formula's first problem shows under it as the user types; saving
// checks the formula first, its problems open the formula-errors modal with the spec's exact
// messages, and nothing is saved.
import { useState } from 'react';
import { Alert, Button, DialogActions, DialogContent, MenuItem, Stack, TextField } from '@mui/material';
import { AGGREGATE_FUNCTIONS, OverlayDialog, OverlayLoading, useOpenOverlay, type Metric, type MetricUnit, type OverlayProps } from '@kernel/sdk';
import { messages } from '../messages';
import { formulaErrors, insertAt, METRIC_FIELDS, newMetricKey, upsertMetric } from '../rules';
import { useDashboardMetrics } from '../useDashboard';
import { useSaveMetrics } from '../useSaveMetrics';
import { FormulaBuilder } from './FormulaBuilder';
import { FormulaErrorsDialog } from './FormulaErrorsDialog';
import { WindowInput, windowFilterOf, windowStateOf, type WindowState } from './WindowInput';

const UNITS = Object.keys(messages.units) as MetricUnit[];

function MetricForm({ metric, metrics, close }: { metric: Metric | null; metrics: Metric[]; close: () => void }) {
  const save = useSaveMetrics();
  const open = useOpenOverlay();
  const [label, setLabel] = useState(metric?.label ?? '');
  const [field, setField] = useState(metric?.field ?? '');
  const [operator, setOperator] = useState<string>('SUM');
  const [formula, setFormula] = useState(metric?.formula ?? '');
  const [scale, setScale] = useState(String(metric?.scale ?? 1));
  const [unit, setUnit] = useState<MetricUnit>(metric?.unit ?? 'count');
  const [window, setWindow] = useState<WindowState>(() => windowStateOf(metric?.dateFilter));
  const [errors, setErrors] = useState<string[]>([]);
  const [labelError, setLabelError] = useState(false);
  // a new metric's empty formula is not a mistake until the user has typed
  const [typed, setTyped] = useState(false);
  const problems = typed || formula.trim() ? formulaErrors(formula, field || undefined) : [];

  const submit = () => {
    const problems = formulaErrors(formula, field || undefined);
    if (problems.length) return setErrors(problems);
    if (!label.trim()) return setLabelError(true);
    const dateFilter = windowFilterOf(window);
    if (!dateFilter) return;
    const scaleValue = Number(scale);
    const next: Metric = {
      key: metric?.key ?? newMetricKey(label, metrics),
      label: label.trim(),
      ...(field ? { field } : {}),
      formula: formula.trim() || field || '1',
      ...(Number.isFinite(scaleValue) && scaleValue !== 1 ? { scale: scaleValue } : {}),
      unit,
      dateFilter,
    };
    save.mutate(upsertMetric(metrics, next, metric?.key), { onSuccess: () => open('editDashboard', 'true', ['editMetric']) });
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={messages.label}
            value={label}
            required
            error={labelError}
            helperText={labelError ? messages.labelRequired : undefined}
            onChange={(e) => (setLabel(e.target.value), setLabelError(false))}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
            <TextField select label={messages.field} value={field} onChange={(e) => setField(e.target.value)} sx={{ minWidth: 200 }}>
              <MenuItem value="">{messages.noField}</MenuItem>
              {METRIC_FIELDS.map((f) => (
                <MenuItem key={f} value={f}>
                  {f}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label={messages.operatorLabel} value={operator} onChange={(e) => setOperator(e.target.value)} sx={{ minWidth: 140 }}>
              {AGGREGATE_FUNCTIONS.map((op) => (
                <MenuItem key={op} value={op}>
                  {op}
                </MenuItem>
              ))}
            </TextField>
            <Button disabled={!field} onClick={() => setFormula(insertAt(formula, formula.length, `${operator}(${field})`).formula)}>
              {messages.useField}
            </Button>
          </Stack>
          <FormulaBuilder value={formula} onChange={(next) => (setFormula(next), setTyped(true))} problems={problems} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField label={messages.scale} type="number" value={scale} onChange={(e) => setScale(e.target.value)} sx={{ maxWidth: 160 }} />
            <TextField select label={messages.unit} value={unit} onChange={(e) => setUnit(e.target.value as MetricUnit)} sx={{ minWidth: 160 }}>
              {UNITS.map((u) => (
                <MenuItem key={u} value={u}>
                  {messages.units[u]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <WindowInput value={window} onChange={setWindow} />
          {save.isError && <Alert severity="error">{messages.saveFailed}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{messages.cancel}</Button>
        <Button variant="contained" disabled={save.isPending} onClick={submit}>
          {messages.save}
        </Button>
      </DialogActions>
      <FormulaErrorsDialog errors={errors} onClose={() => setErrors([])} />
    </>
  );
}

export default function EditMetricOverlay({ value, close }: OverlayProps) {
  const metrics = useDashboardMetrics();
  const metric = value === 'new' || value === 'true' ? null : (metrics.data?.find((m) => m.key === value) ?? undefined);
  const title = metric ? messages.editMetric(metric.label) : messages.newMetricTitle;
  return (
    <OverlayDialog title={metric === undefined ? messages.metricTitle : title} onClose={() => close()} maxWidth="md">
      {metrics.isPending ? (
        <OverlayLoading label={messages.loading} />
      ) : metric === undefined ? (
        <DialogContent>
          <Alert severity="warning">{messages.unknownMetric}</Alert>
        </DialogContent>
      ) : (
        <MetricForm key={value} metric={metric} metrics={metrics.data ?? []} close={() => close()} />
      )}
    </OverlayDialog>
  );
}
