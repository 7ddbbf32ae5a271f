// ?editMetric=<key>|new: the metric form: label, metric field and operator, the formula builder,
// scale, unit and window. The formula's first problem shows under it as the user types; saving
// checks the formula first, its problems open the formula-errors modal with the spec's exact
// messages, and nothing is saved.
import { useState } from 'react';
import { Alert, Button, DialogContent, MenuItem, Stack, TextField } from '@mui/material';
import { useInput } from 'react-admin';
import { AGGREGATE_FUNCTIONS, DialogForm, FormTextField, OverlayDialog, OverlayLoading, useOpenOverlay, type Metric, type MetricUnit, type OverlayProps } from '@kernel/sdk';
import { messages } from '../messages';
import { formulaErrors, insertAt, METRIC_FIELDS, newMetricKey, upsertMetric } from '../rules';
import { useDashboardMetrics } from '../useDashboard';
import { useSaveMetrics } from '../useSaveMetrics';
import { FormulaBuilder } from './FormulaBuilder';
import { FormulaErrorsDialog } from './FormulaErrorsDialog';
import { WindowInput, windowFilterOf, windowStateOf, type WindowState } from './WindowInput';

const UNITS = Object.keys(messages.units) as MetricUnit[];

interface MetricValues extends Record<string, unknown> {
  label: string;
  field: string;
  /** the aggregate "Use field" inserts; not part of the metric */
  operator: string;
  formula: string;
  scale: string;
  unit: MetricUnit;
  window: WindowState;
}

const valuesOf = (metric: Metric | null): MetricValues => ({
  label: metric?.label ?? '',
  field: metric?.field ?? '',
  operator: 'SUM',
  formula: metric?.formula ?? '',
  scale: String(metric?.scale ?? 1),
  unit: metric?.unit ?? 'count',
  window: windowStateOf(metric?.dateFilter),
});

const problemsOf = (values: Record<string, unknown>) => formulaErrors(String(values.formula ?? ''), (values.field as string) || undefined);

// The formula is checked first, on save (its problems open the modal); the label only then.
const validate = (values: Record<string, unknown>) =>
  problemsOf(values).length === 0 && !String(values.label ?? '').trim() ? { label: messages.labelRequired } : {};

function MetricForm({ metric, metrics, close }: { metric: Metric | null; metrics: Metric[]; close: () => void }) {
  const save = useSaveMetrics();
  const open = useOpenOverlay();
  const [errors, setErrors] = useState<string[]>([]);
  const [record] = useState(() => valuesOf(metric));

  const submit = async (values: MetricValues) => {
    const problems = problemsOf(values);
    if (problems.length) return setErrors(problems);
    const dateFilter = windowFilterOf(values.window);
    if (!dateFilter) return;
    const label = values.label.trim();
    const scaleValue = Number(values.scale);
    const next: Metric = {
      key: metric?.key ?? newMetricKey(label, metrics),
      label,
      ...(values.field ? { field: values.field } : {}),
      formula: values.formula.trim() || values.field || '1',
      ...(Number.isFinite(scaleValue) && scaleValue !== 1 ? { scale: scaleValue } : {}),
      unit: values.unit,
      dateFilter,
    };
    await save.mutateAsync(upsertMetric(metrics, next, metric?.key));
    open('editDashboard', 'true', ['editMetric']);
  };

  return (
    <>
      <DialogForm<MetricValues>
        record={record}
        validate={validate}
        failed={messages.saveFailed}
        // the failure shows above the form, as before: no toast on top
        toastFailure={false}
        saveLabel={messages.save}
        cancelLabel={messages.cancel}
        onSubmit={submit}
        onCancel={close}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormTextField source="label" label={messages.label} required />
          <FormulaInputs />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <FormTextField source="scale" label={messages.scale} type="number" sx={{ maxWidth: 160 }} />
            <FormTextField select source="unit" label={messages.unit} sx={{ minWidth: 160 }}>
              {UNITS.map((u) => (
                <MenuItem key={u} value={u}>
                  {messages.units[u]}
                </MenuItem>
              ))}
            </FormTextField>
          </Stack>
          <MetricWindowInput />
        </Stack>
      </DialogForm>
      <FormulaErrorsDialog errors={errors} onClose={() => setErrors([])} />
    </>
  );
}

/** The metric field, the aggregate, "Use field" and the formula builder: one reads the others. */
function FormulaInputs() {
  const field = useInput<string>({ source: 'field', parse: (value: string) => value });
  const operator = useInput<string>({ source: 'operator' });
  const formula = useInput<string>({ source: 'formula', parse: (value: string) => value });
  const chosen = field.field.value ?? '';
  const text = formula.field.value ?? '';
  // a new metric's empty formula is not a mistake until the user has typed
  const [typed, setTyped] = useState(false);
  const problems = typed || text.trim() ? formulaErrors(text, chosen || undefined) : [];
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
        <TextField select label={messages.field} value={chosen} onChange={(e) => field.field.onChange(e.target.value)} sx={{ minWidth: 200 }}>
          <MenuItem value="">{messages.noField}</MenuItem>
          {METRIC_FIELDS.map((f) => (
            <MenuItem key={f} value={f}>
              {f}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={messages.operatorLabel} value={operator.field.value} onChange={(e) => operator.field.onChange(e.target.value)} sx={{ minWidth: 140 }}>
          {AGGREGATE_FUNCTIONS.map((op) => (
            <MenuItem key={op} value={op}>
              {op}
            </MenuItem>
          ))}
        </TextField>
        <Button disabled={!chosen} onClick={() => formula.field.onChange(insertAt(text, text.length, `${operator.field.value}(${chosen})`).formula)}>
          {messages.useField}
        </Button>
      </Stack>
      <FormulaBuilder value={text} onChange={(next) => (formula.field.onChange(next), setTyped(true))} problems={problems} />
    </>
  );
}

function MetricWindowInput() {
  const { field } = useInput<WindowState>({ source: 'window' });
  return <WindowInput value={field.value} onChange={field.onChange} />;
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
