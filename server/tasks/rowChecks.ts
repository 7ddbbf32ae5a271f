// The preflight's row-level problems (issue 20 point 3), one pure function per row so a fixed row is
// checked exactly as the file was: not E.164, empty, a number seen on an earlier line, a number that
// opted out, a variable the agent's prompt uses that the row lacks, a time zone no window can be
// placed in. Duplicates need the other rows: `firstRowOf` says where a number first appears.
import { and, eq } from 'drizzle-orm';
import { variablesIn, mapStrings } from '../agents/placeholders';
import { productionOf, readCampaign, stagingOf } from '../agents/campaigns';
import { accounts, taskSuppressions } from '../db/schema';
import type { Db } from '../db/store';
import type { RowProblem } from '../db/tables/tasks';
import { isE164, normalizePhone } from '../../src/shared/validation';
import { problemText } from './messages';
import { isTimeZone } from './windows';

export interface CheckContext {
  phoneColumn: string;
  timezoneColumn: string | null;
  /** variables the prompt uses with no default of its own */
  variables: string[];
  suppressed: ReadonlySet<string>;
}

/** The number as stored and compared (E.164), or null when the cell is not one. */
export function phoneOf(values: Readonly<Record<string, string>>, ctx: Pick<CheckContext, 'phoneColumn'>): string | null {
  const cell = values[ctx.phoneColumn]?.trim() ?? '';
  return cell && isE164(cell) ? normalizePhone(cell) : null;
}

export function rowProblems(values: Readonly<Record<string, string>>, ctx: CheckContext, duplicateOf: number | null): RowProblem[] {
  const problems: RowProblem[] = [];
  const cell = values[ctx.phoneColumn]?.trim() ?? '';
  const phone = phoneOf(values, ctx);
  if (!cell) problems.push({ column: ctx.phoneColumn, code: 'empty', message: problemText.empty() });
  else if (!phone) problems.push({ column: ctx.phoneColumn, code: 'not-e164', message: problemText['not-e164'](cell.slice(0, 40)) });
  if (phone && duplicateOf !== null) problems.push({ column: ctx.phoneColumn, code: 'duplicate', message: problemText.duplicate(duplicateOf) });
  if (phone && ctx.suppressed.has(phone)) problems.push({ column: ctx.phoneColumn, code: 'suppressed', message: problemText.suppressed() });
  for (const name of ctx.variables) {
    if (!values[name]?.trim()) problems.push({ column: name, code: 'missing-variable', message: problemText['missing-variable'](name) });
  }
  const zone = ctx.timezoneColumn ? values[ctx.timezoneColumn]?.trim() : '';
  if (zone && !isTimeZone(zone)) problems.push({ column: ctx.timezoneColumn, code: 'outside-window', message: problemText['outside-window'](zone.slice(0, 64)) });
  return problems;
}

/** Problems that keep a row off the call list (a missing variable alone does not: the prompt reads it blank). */
export const blocks = (problems: readonly RowProblem[]) => problems.some((p) => p.code !== 'missing-variable');

/** The `{{variables}}` the agent's published prompt (else its draft) uses without a default. */
export async function promptVariables(db: Db, organizationId: number, agentId: number | null): Promise<string[]> {
  if (agentId === null) return [];
  const [agent] = await db.select().from(accounts).where(and(eq(accounts.id, agentId), eq(accounts.accountType, 'agent'), eq(accounts.organizationId, organizationId)));
  if (!agent) return [];
  const row = await readCampaign(db, agent);
  const payload = productionOf(row) ?? stagingOf(row);
  const used = new Set<string>();
  mapStrings(payload, (text) => {
    for (const name of variablesIn(text)) used.add(name);
    return text;
  });
  const defaults = (payload as { variables?: Record<string, string> }).variables ?? {};
  return [...used].filter((name) => !defaults[name]?.trim()).sort();
}

export async function suppressedNumbers(db: Db, organizationId: number): Promise<Set<string>> {
  const rows = await db.select({ phone: taskSuppressions.phone }).from(taskSuppressions).where(eq(taskSuppressions.accountId, organizationId));
  return new Set(rows.map((r) => r.phone));
}
