// Every list whose endpoint counts only up to the server's cap (issue 17 point 3) hands its flag to
// react-admin as meta.totalExact, over the real reference server: false once more rows match than the
// cap (contacts and audit seeded past it), true for the seeded lists. ListPagination turns false into
// "of 10,000+" (tests/components/overlay-kit-pagination.test.tsx).
import { describe, expect, it } from 'vitest';
import type { DataProvider, GetListParams } from 'react-admin';
import { auditLog } from '../../server/db/schema';
import { LIST_COUNT_CAP } from '../../server/kit/cappedCount';
import { seedBulkContacts } from '../../server/seed';
import { createHttpClient } from '../../src/adapters/http';
import { organizationsAdapter } from '../../src/plugins/accounts/api';
import { agentsAdapter } from '../../src/plugins/agents/api/agentsAdapter';
import { auditAdapter } from '../../src/plugins/audit/api';
import { contactsAdapter } from '../../src/plugins/contacts/api';
import { serverWith } from '../server/helpers';

const { server, t } = await serverWith(['superAdmin', 'reseller', 'acmeOwner', 'globexOwner']);
const { ids, orgs } = server.seeded;

const http = (token: string) => createHttpClient(server.url, () => ({ token, targetAccountId: null, adminToken: null }));
const firstPage = (sort: string): GetListParams => ({ pagination: { page: 1, perPage: 20 }, sort: { field: sort, order: 'DESC' }, filter: {} });
const list = (adapter: Partial<DataProvider>, resource: string, params: GetListParams) => (adapter as DataProvider).getList(resource, params);

describe('capped list totals reach react-admin as meta.totalExact', () => {
  it('contacts past the cap: total the cap, totalExact false; another org\'s stay exact', async () => {
    await seedBulkContacts(server.db, orgs.globex, LIST_COUNT_CAP + 1);
    const globex = await list(contactsAdapter(http(t.globexOwner)), 'contacts', firstPage('createdAt'));
    expect(globex).toMatchObject({ total: LIST_COUNT_CAP, meta: { totalExact: false } });
    expect(globex.data).toHaveLength(20);
    const acme = await list(contactsAdapter(http(t.acmeOwner)), 'contacts', firstPage('createdAt'));
    expect(acme.meta).toEqual({ totalExact: true });
    expect(acme.total).toBeLessThan(LIST_COUNT_CAP);
  });

  it('the audit log past the cap: totalExact false', async () => {
    const audit = auditAdapter(http(t.superAdmin));
    expect((await list(audit, 'auditLog', firstPage('at'))).meta).toEqual({ totalExact: true });
    const row = { action: 'capped.test', actorId: ids.superAdmin, actorUsername: 'super' };
    for (let done = 0; done <= LIST_COUNT_CAP; done += 2_000) {
      await server.db.db.insert(auditLog).values(Array.from({ length: Math.min(2_000, LIST_COUNT_CAP + 1 - done) }, () => row));
    }
    expect(await list(audit, 'auditLog', firstPage('at'))).toMatchObject({ total: LIST_COUNT_CAP, meta: { totalExact: false } });
  });

  it('the account lists and the agents list carry the flag (exact for the seeded data)', async () => {
    const organizations = await list(organizationsAdapter(http(t.reseller)), 'organizations', firstPage('id'));
    expect(organizations.meta).toEqual({ totalExact: true });
    expect(organizations.total).toBeGreaterThan(0);
    const agents = await list(agentsAdapter(http(t.acmeOwner)), 'agents', { ...firstPage('agentName'), meta: { orgId: orgs.acme } });
    expect(agents.meta).toEqual({ totalExact: true });
    expect(agents.total).toBeGreaterThan(0);
  });
});
