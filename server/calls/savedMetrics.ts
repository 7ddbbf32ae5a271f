// Which metrics an account's dashboard shows (spec 1 §3 settings keys `metrics` and
// `defaultOrgSettings.metrics`): its own, else its organization's, else the default its reseller,
// then its partner, set for the organizations below them, else the eight defaults.
import { inArray } from 'drizzle-orm';
import type { Metric } from '../../src/shared/calls';
import type { AccountRow } from '../auth/context';
import { accounts } from '../db/schema';
import type { Db } from '../db/store';
import { defaultMetrics, savedMetrics } from './metricSchema';

function defaultOrgMetrics(settings: Record<string, unknown>): unknown {
  const defaults = settings.defaultOrgSettings;
  return defaults && typeof defaults === 'object' ? (defaults as Record<string, unknown>).metrics : undefined;
}

export async function metricsFor(db: Db, target: AccountRow): Promise<Metric[]> {
  const own = savedMetrics(target.settings.metrics);
  if (own) return own;
  const ids = [target.organizationId, target.resellerId, target.partnerId].filter((id): id is number => id !== null);
  const rows = ids.length ? await db.select({ id: accounts.id, settings: accounts.settings }).from(accounts).where(inArray(accounts.id, ids)) : [];
  const settingsOf = (id: number | null) => rows.find((r) => r.id === id)?.settings ?? {};
  const chain = [
    target.organizationId !== target.id ? settingsOf(target.organizationId).metrics : undefined,
    defaultOrgMetrics(settingsOf(target.resellerId)),
    defaultOrgMetrics(settingsOf(target.partnerId)),
  ];
  for (const value of chain) {
    const metrics = savedMetrics(value);
    if (metrics) return metrics;
  }
  return defaultMetrics();
}
