// A dashboard report as a PDF on the server (issue 10 point 15): the same document the console
// downloads (src/shared/reports/DashboardDocument), with the organization's saved metrics
// computed by the server over its calls, and the brand (name and logo) of its domain profile.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderToBuffer } from '@react-pdf/renderer';
import { formatMetricValue } from '../../src/shared/calls';
import { brandFor } from '../../src/shared/whiteLabel';
import { DashboardDocument } from '../../src/shared/reports/DashboardDocument';
import { REPORT_TITLE, reportData, type ReportData } from '../../src/shared/reports/reportData';
import { organizationName } from './schedules';
import type { AccountRow } from '../auth/context';
import { computeMetrics, type MetricResult } from '../calls/computeMetrics';
import { callScope } from '../calls/logsQuery';
import { metricsFor } from '../calls/savedMetrics';
import type { Db } from '../db/store';
import { profileForAccount, publicProfile } from '../domains';

/** Where the console's static files are: the logo's path is a URL path of the console. */
const ASSET_DIRS = [process.env.STATIC_DIR ?? 'dist', 'public'];

/** The logo as an SVG data URL (the renderer draws it as vectors), or null. */
async function logoDataUrl(path: string): Promise<string | null> {
  if (!/^\/[\w./-]+\.svg$/.test(path) || path.includes('..')) return null;
  for (const dir of ASSET_DIRS) {
    try {
      return `data:image/svg+xml;base64,${(await readFile(join(dir, path))).toString('base64')}`;
    } catch {
      // not in this folder: try the next
    }
  }
  return null;
}

function consoleShape(result: MetricResult) {
  const { start, end } = result.window;
  return {
    label: result.label,
    unit: result.unit as Parameters<typeof formatMetricValue>[1],
    value: result.value ?? 0,
    window: start !== null && end !== null ? { start, end } : null,
    series: (result.series ?? []).map((p) => ({ t: Date.parse(`${p.date}T00:00:00Z`) / 1000, value: p.value })),
    ...(result.error ? { error: result.error } : {}),
  };
}

export interface Report {
  data: ReportData;
  pdf: Buffer;
}

export async function buildReport(db: Db, org: AccountRow, dateFilter: string | null, nowMs: number): Promise<Report> {
  const metrics = await metricsFor(db, org);
  const results = await computeMetrics(db, metrics, {
    // the organization's calls, as its owner's dashboard shows them
    scope: callScope(org, org),
    filters: undefined,
    dateFilter: dateFilter ?? undefined,
    series: 'day',
    nowMs,
  });
  const profile = await profileForAccount(db, org);
  const brand = brandFor(profile ? publicProfile(profile) : null);
  const data = reportData({
    brandName: brand.name,
    logo: await logoDataUrl(brand.logo),
    accountName: organizationName(org),
    results: results.map(consoleShape),
    nowMs,
    formatValue: formatMetricValue,
  });
  const pdf = await renderToBuffer(<DashboardDocument data={data} title={REPORT_TITLE} />);
  return { data, pdf };
}
