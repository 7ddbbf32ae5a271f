// The lists' query shapes can be served by an index (issue 17 point 3): each text filter of the logs
// by a trigram index, the contacts' sorts and search, the account search. The tables here are small,
// so sequential scans and sorts are priced out first: a shape no index can serve still plans one.
// And the shared capped count: exact up to its cap, the cap flagged above it, on any table.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import { parseFilter } from '../../server/calls/callFilters';
import { callOrder } from '../../server/calls/logsQuery';
import { accounts, calls, contacts } from '../../server/db/schema';
import { cappedCount } from '../../server/kit/cappedCount';
import { seedBulkContacts } from '../../server/seed';
import { call, serverWith } from './helpers';

const { server, t } = await serverWith(['acmeOwner']);
const db = server.db.db;
const acme = server.seeded.orgs.acme;

/** The plan with sequential scans and sorts priced out, in one transaction: on PostgreSQL the pool
 * would run a plain SET and the EXPLAIN on different connections. */
async function plan(query: SQL | { getSQL(): SQL }): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

beforeAll(async () => {
  await seedBulkContacts(server.db, acme, 300);
});

describe('indexes the list queries use', () => {
  it.each(['contains', 'icontains', 'startswith', 'istartswith', 'endswith', 'iendswith'])('a logs text filter, %s, reads a trigram index', async (op) => {
    // (a case-sensitive starts-with may read the column's plain index instead, as well)
    for (const [field, column] of [['cnam', 'cnam'], ['fromNumber', 'from(_number)?'], ['toNumber', 'to(_number)?']]) {
      const { condition } = parseFilter(`${field}__${op}`, 'ada');
      const text = await plan(db.select({ uuid: calls.uuid }).from(calls).where(condition).limit(101));
      expect(text, `${field}__${op}`).toMatch(new RegExp(`calls_${column}_(trgm_)?idx`));
      expect(text).not.toContain('Seq Scan');
    }
  });

  it('a logs page walks the scope\'s order index', async () => {
    const text = await plan(db.select({ uuid: calls.uuid }).from(calls).where(eq(calls.accountId, acme)).orderBy(...callOrder).limit(101));
    expect(text).toContain('calls_account_order_idx');
    expect(text).not.toMatch(/Seq Scan|Sort/);
  });

  it.each(['firstName', 'lastName', 'email', 'phoneNumber', 'updatedAt'])('a contacts page sorted by %s walks an index', async (sort) => {
    const res = await call(server, 'GET', '/api/v2/contact', { token: t.acmeOwner, target: acme, query: { sort, order: 'asc', pageSize: '5' } });
    expect(res.status).toBe(200);
    const key = sort === 'updatedAt' ? contacts.updatedAt : sql`lower(${contacts.data} ->> '${sql.raw(sort)}')`;
    const text = await plan(db.select().from(contacts).where(eq(contacts.organizationId, acme)).orderBy(sql`${key} asc nulls last`, contacts.id).limit(20));
    expect(text).toContain(`contacts_org_${sort === 'updatedAt' ? 'updated' : sort.toLowerCase()}_idx`);
    expect(text).not.toMatch(/Seq Scan|Sort/);
  });

  it('the contacts search and the account search read trigram indexes', async () => {
    // the LIKE alone: among an organization's 300 rows the planner rightly prefers the organization's index
    const search = await plan(db.select().from(contacts).where(like(contacts.searchText, '%bulk 1%')));
    expect(search).toContain('contacts_search_trgm_idx');
    const columns = [accounts.name, accounts.accountName, accounts.username, accounts.email, accounts.phoneNumber];
    const accountSearch = await plan(db.select({ id: accounts.id }).from(accounts).where(or(...columns.map((c) => ilike(c, '%acme%')))));
    for (const name of ['name', 'account_name', 'username', 'email', 'phone_number']) expect(accountSearch).toContain(`accounts_${name}_trgm_idx`);
    expect(`${search}\n${accountSearch}`).not.toContain('Seq Scan');
  });
});

describe('the capped count', () => {
  it('is exact up to the cap and the cap, flagged, above it', async () => {
    const where = eq(contacts.organizationId, acme);
    const [{ n }] = (await db.execute(sql`select count(*)::int as n from contacts where organization_id = ${acme}`) as unknown as { rows: { n: number }[] }).rows;
    expect(await cappedCount(db, contacts, where, { cap: n })).toEqual({ n, exact: true });
    expect(await cappedCount(db, contacts, where, { cap: n - 1 })).toEqual({ n: n - 1, exact: false });
    expect(await cappedCount(db, contacts, where)).toEqual({ n, exact: true });
  });

  it('gives the contacts list its total and totalExact', async () => {
    const res = await call(server, 'GET', '/api/v2/contact', { token: t.acmeOwner, target: acme, query: { pageSize: '5' } });
    const count = await cappedCount(db, contacts, eq(contacts.organizationId, acme));
    expect(res.body).toMatchObject({ total: count.n, totalExact: true });
    expect(res.body.contacts).toHaveLength(5);
  });
});
