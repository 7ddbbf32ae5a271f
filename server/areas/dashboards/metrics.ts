// Dashboard metrics (issue 10 points 8 and 10; spec's GET/POST /api/v1/stats/campaigns): the
// target's saved metrics (or the given ones) computed by the server over its calls in each
// metric's window, optionally as a daily series and by agent.
import { z } from 'zod';
import { assertKnownFunctions, metricFormula, parseFormula, type Metric } from '../../../src/shared/calls';
import { filtersCondition, parseFilters } from '../../calls/callFilters';
import { computeMetrics } from '../../calls/computeMetrics';
import { callScope, checkPatterns, parseDateFilterParam } from '../../calls/logsQuery';
import { formulaErrors, MAX_METRICS, metricSchema } from '../../calls/metricSchema';
import { metricsFor } from '../../calls/savedMetrics';
import type { AccountRow } from '../../auth/context';
import type { Db } from '../../db/store';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';

const shared = {
  groupBy: z.enum(['agent'], 'Expected agent').optional().describe('`agent`: values per agent too'),
  series: z.enum(['day'], 'Expected day').optional().describe('`day`: a value per UTC day of the window too'),
};

const statsQuery = z
  .object({
    keys: z.string().max(2000).optional().describe('Comma list of saved metric keys (default: all)'),
    dateFilter: z.string().max(1000).optional().describe('Overrides each metric\'s window'),
    ...shared,
  })
  .catchall(z.string('Expected one value').max(5000).describe('`field__operator` filters, as for logs'));

const statsBody = z.object({
  metrics: z.array(z.union([z.string().max(64), metricSchema]), 'Expected a list').max(MAX_METRICS, `At most ${MAX_METRICS}`).optional(),
  keys: z.array(z.string().max(64)).max(MAX_METRICS).optional(),
  dateFilter: z.union([z.string().max(200), z.record(z.string(), z.union([z.string().max(100), z.number()]))]).optional(),
  filters: z.record(z.string().max(100), z.string().max(5000)).optional(),
  ...shared,
});

const metricResult = reply('key, label, unit, value (scaled), window {start, end}, series? [{date, value}], groups? [{agentId, agentName, value}], error?');
const statsReply = reply('The metrics\' values', { success, metrics: z.array(metricResult) });

function pick(saved: Metric[], key: string, field: string): Metric {
  const metric = saved.find((m) => m.key === key);
  if (!metric) fail(400, `${field}: Unknown metric ${key}`);
  return metric;
}

async function chosenMetrics(db: Db, target: AccountRow, given: (string | Metric)[] | undefined, keys: string[] | undefined): Promise<Metric[]> {
  const saved = await metricsFor(db, target);
  if (given?.length) {
    return given.map((entry, i) => {
      if (typeof entry === 'string') return pick(saved, entry, `metrics.${i}`);
      const errors = formulaErrors(entry);
      if (errors.length) fail(400, `metrics.${i}.formula: ${errors[0]}`);
      try {
        assertKnownFunctions(parseFormula(metricFormula(entry)));
      } catch (error) {
        fail(400, `metrics.${i}.formula: ${(error as Error).message}`);
      }
      return { ...entry, label: entry.label ?? entry.key };
    });
  }
  return keys?.length ? keys.map((key) => pick(saved, key, 'keys')) : saved;
}

export default defineArea({
  tag: 'Metrics',
  // The console's `dashboards` plugin owns these routes once the manifest has it on by default;
  // while it is off for everyone (its screens still landing) the kit would refuse every call.
  routes: ({ db }) => [
    defineRoute({
      method: 'GET',
      url: '/api/v1/stats/campaigns',
      auth: 'account',
      summary: 'The target\'s saved metrics (or `keys` of them) over its calls, with optional series and groups',
      query: statsQuery,
      response: statsReply,
      handler: async ({ query, caller, target }) => {
        const filters = parseFilters(query);
        await checkPatterns(db, filters);
        const keys = query.keys?.split(',').map((k) => k.trim()).filter(Boolean);
        const metrics = await chosenMetrics(db, target, undefined, keys);
        const results = await computeMetrics(db, metrics, {
          scope: callScope(caller, target),
          filters: filtersCondition(filters),
          dateFilter: parseDateFilterParam(query.dateFilter),
          groupBy: query.groupBy,
          series: query.series,
        });
        return { success: true, metrics: results };
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v1/stats/campaigns',
      auth: 'account',
      summary: 'Metrics given in the body (objects, or keys of saved ones) over the target\'s calls',
      bodyLimit: 64 * 1024,
      body: statsBody,
      response: statsReply,
      handler: async ({ body, caller, target }) => {
        for (const key of Object.keys(body.filters ?? {})) if (!key.includes('__')) fail(400, `filters.${key}: Expected field__operator`);
        const filters = parseFilters(body.filters ?? {});
        await checkPatterns(db, filters);
        const metrics = await chosenMetrics(db, target, body.metrics as (string | Metric)[] | undefined, body.keys);
        const results = await computeMetrics(db, metrics, {
          scope: callScope(caller, target),
          filters: filtersCondition(filters),
          dateFilter: body.dateFilter,
          groupBy: body.groupBy,
          series: body.series,
        });
        return { success: true, metrics: results };
      },
    }),
  ],
});
