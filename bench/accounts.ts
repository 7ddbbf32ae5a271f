// The account hierarchy and the audit log at scale, on the real server over HTTP (in-memory PGlite,
// or TEST_DATABASE_URL): listOrganizations / searchOrganizations pages over 10,000 orgs of one
// reseller, enhanced account search, an audit-log page over 50,000 entries and the streamed CSV
// export of all of them. Prints JSON lines.
import { execFile } from 'node:child_process';
import { signInByEmail, startTestServer } from '../server/testing/index';
import { seedBulkAudit, seedBulkOrganizations } from '../server/seed/bulk';
import { measurer } from './measure';

const ORGS = 10_000;
const ENTRIES = 50_000;
const server = await startTestServer({ staticDir: null });
const { ids } = server.seeded;
const print = (metric: string, values: Record<string, number>) => console.log(JSON.stringify({ bench: 'accounts', metric, ...values }));

let t0 = performance.now();
await seedBulkOrganizations(server.db, { partnerId: ids.partner, resellerId: ids.reseller }, ORGS);
print('seed_orgs_10000_s', { value: +((performance.now() - t0) / 1000).toFixed(2) });
t0 = performance.now();
await seedBulkAudit(server.db, { actorId: ids.reseller, partnerId: ids.partner, resellerId: ids.reseller }, ENTRIES);
print('seed_audit_50000_s', { value: +((performance.now() - t0) / 1000).toFixed(2) });

const token = await signInByEmail(server.url, 'reseller@example.com');
const url = (path: string, query: string) => `${server.url}${path}?token=${token}&${query}`;

const measure = measurer(print);

const get = (path: string, query: string) => () => fetch(url(path, query));
await measure('listOrganizations_page20_ms', (i) => get('/api/v2/listOrganizations', `page=${i % 400}&pageSize=20`)(), (b) => b.organizations.length === 20);
await measure(
  'listOrganizations_search_page20_ms',
  (i) => get('/api/v2/listOrganizations', `q=${['bulk org 1', 'owner 99', 'example', 'org 7'][i % 4]}&pageSize=20`)(),
  (b) => b.organizations.length > 0,
);
await measure(
  'searchOrganizations_filters_page20_ms',
  (i) => get('/api/v2/searchOrganizations', `productPlanId=${['starter', 'growth', 'scale'][i % 3]}&subscribed=true&voiceMinutesMin=${i * 10}&pageSize=20`)(),
  (b) => Array.isArray(b.organizations),
);
await measure(
  'searchAccount_enhanced_ms',
  (i) =>
    fetch(url('/api/v2/searchAccount/enhanced', ''), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phrase: ['Bulk Org 12', 'acme', 'owner@bulk-org-7', 'Org 0'][i % 4] }),
    }),
  (b) => b.accounts.length > 0,
);
await measure('auditLog_page25_ms', (i) => get('/api/v2/auditLog', `page=${1 + (i % 100)}&pageSize=25`)(), (b) => b.entries.length === 25);

// The export streams. It is read by a separate process, as a browser would: a client in this process
// would compete with the in-process server (and its in-process PGlite) for one event loop.
const reader = `
  const t0 = performance.now();
  const response = await fetch(process.argv[1]);
  let firstByte = 0, bytes = 0, lines = 0;
  for await (const chunk of response.body) {
    if (!firstByte) firstByte = performance.now() - t0;
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  console.log(JSON.stringify({ status: response.status, firstByte, total: performance.now() - t0, bytes, lines }));
`;
const read = await new Promise<string>((resolve, reject) =>
  execFile(process.execPath, ['--input-type=module', '-e', reader, url('/api/v2/auditLog/export', '')], (error, stdout) =>
    error ? reject(error) : resolve(stdout),
  ),
);
const exported = JSON.parse(read) as { status: number; firstByte: number; total: number; bytes: number; lines: number };
if (exported.status !== 200) throw new Error(`export: ${exported.status}`);
print('auditLog_export_50000', {
  rows: exported.lines - 1,
  first_byte_ms: +exported.firstByte.toFixed(1),
  total_s: +(exported.total / 1000).toFixed(2),
  mb: +(exported.bytes / 1e6).toFixed(2),
  rows_per_s: Math.round((exported.lines - 1) / (exported.total / 1000)),
});
await server.close();
