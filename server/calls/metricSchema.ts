// A metric as the stats endpoint accepts it (body) and as it reads saved ones from account settings
// (`metrics`, `defaultOrgSettings.metrics`): spec 1 §3 "Metric", validated the same way both times.
import { z } from 'zod';
import { DEFAULT_METRICS, FORMULA_MESSAGES, LOG_FIELDS, metricFormula, validateFormula, type Metric } from '../../src/shared/calls';

export const MAX_METRICS = 20;
export const MAX_FORMULA_LENGTH = 2000;

export const metricSchema = z.object({
  key: z.string().min(1, 'Required').max(64, 'At most 64 characters').regex(/^[A-Za-z][\w-]*$/, 'Expected letters, digits, _ or -'),
  label: z.string().max(200, 'At most 200 characters').optional(),
  field: z.string().max(64).optional(),
  formula: z.string().max(MAX_FORMULA_LENGTH, `At most ${MAX_FORMULA_LENGTH} characters`).optional(),
  scale: z.number().finite().optional(),
  unit: z.enum(['count', 'minutes', 'seconds', 'percent', 'usd']).optional(),
  dateFilter: z.union([z.string().max(200), z.record(z.string(), z.union([z.string().max(100), z.number()]))]).optional(),
});

/** The formula's validation errors (spec messages), or none. */
export function formulaErrors(metric: Pick<Metric, 'formula' | 'field'>): string[] {
  const formula = metricFormula(metric);
  // an empty formula never reaches here (it falls back to "1"); the message is the spec's anyway
  return formula ? validateFormula(formula, LOG_FIELDS) : [FORMULA_MESSAGES.empty];
}

/** Saved metrics as stored: entries that do not read as a metric are skipped, not fatal. */
export function savedMetrics(value: unknown): Metric[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const metrics: Metric[] = [];
  for (const entry of value.slice(0, MAX_METRICS)) {
    const parsed = metricSchema.safeParse(entry);
    if (parsed.success) metrics.push({ ...parsed.data, label: parsed.data.label ?? parsed.data.key } as Metric);
  }
  return metrics;
}

export function defaultMetrics(): Metric[] {
  return DEFAULT_METRICS.map((m) => ({ ...m }));
}
