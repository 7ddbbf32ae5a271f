// Every plugin of plugin.manifest.json that declares a toggle can be switched off per domain profile
// (issue 16 point 6), and the server enforces it: the reseller sets the toggle through the white-label
// setting route, as its Settings › Plugins panel does; then every signed-in route of that plugin (read
// from the server's own route table, so a new route is covered without an edit here) answers 403 for
// the reseller's organizations, and the other plugins keep answering. Switching it back on restores them.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import manifestJson from '../../plugin.manifest.json';
import { mailOutbox, reportSchedules } from '../../server/db/schema';
import { selectEmailProvider } from '../../server/providers/email';
import { runDueReports } from '../../server/reports/scheduler';
import type { Manifest } from '../../src/shared/manifest';
import type { RouteEntry } from '../../server/kit/registerRoute';
import { apiUrl, serverWith, type Reply } from './helpers';

const { server, t } = await serverWith(['reseller', 'acmeOwner']);
const acme = server.seeded.orgs.acme;
const FEATURE_OFF = { status: 403, body: { success: false, message: 'This feature is not enabled for this account.' } };

const toggled = (manifestJson as unknown as Manifest).plugins.flatMap((p) => (p.toggle ? [{ id: p.id, toggle: p.toggle }] : []));

/** One read per toggled plugin that an org owner makes every day and that answers 200 when on. */
const EVERYDAY_READ: Record<string, string> = {
  contacts: '/api/v2/contact',
  agents: '/api/v2/campaigns',
  onboarding: '/api/v2/onboarding',
  logs: '/api/v2/logs',
  dashboards: '/api/v1/stats/campaigns',
  numbers: '/api/v2/phoneNumbers',
  calls: '/api/v2/live',
  inbox: '/api/v1/conversations',
  tasks: '/api/v2/tasks',
  webhooks: '/api/v2/webhooks',
  developer: '/api/v2/tokens',
  sip: '/api/v2/sip/registration',
  'knowledge-base': '/api/v2/kb/knowledgebase',
  wallet: '/api/v1/recentTransactions',
  integrations: '/api/v2/apps',
  profile: '/api/v1/profile/page',
};
/** Northwind hides billing from its organizations' users (spec §6): the wallet is read by the reseller, on Acme. */
const READ_BY_RESELLER = new Set(['wallet']);
const everyday = (id: string) =>
  READ_BY_RESELLER.has(id) ? send('GET', EVERYDAY_READ[id]!, t.reseller, acme) : send('GET', EVERYDAY_READ[id]!, t.acmeOwner);

/** A route of the table with its parameters filled in (the toggle is checked before any input). */
const pathOf = (route: RouteEntry) => route.url.replace(/:[A-Za-z]+/g, '999999');

/** `call` of helpers.ts, but every non-GET sends a JSON body ({} unless given) and a non-JSON reply is kept as text. */
async function send(method: string, path: string, token: string, target?: number, body: unknown = {}): Promise<Reply> {
  const response = await fetch(apiUrl(server, path, { token, target }), {
    method,
    ...(method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : text;
  return { status: response.status, body: json };
}

/** As the reseller's Settings › Plugins switch does. */
const setToggle = (key: string, value: boolean | null) => send('POST', '/api/v2/domainProfile/setting', t.reseller, undefined, { key, value });

/** Every signed-in route of `plugin`, called by the reseller on its organization Acme. */
async function routesOf(plugin: string): Promise<{ route: string; reply: Reply }[]> {
  const routes = server.app.routeTable.filter((r) => r.plugin === plugin && r.auth !== 'public');
  return Promise.all(
    routes.map(async (r) => ({ route: `${r.method} ${r.url}`, reply: await send(r.method, pathOf(r), t.reseller, acme) })),
  );
}

describe('every toggled plugin is switched off per domain profile', () => {
  it('the manifest gives every plugin a partner may sell without a toggle, and the kernel plugins none', () => {
    expect(toggled).toEqual([
      { id: 'contacts', toggle: 'enableContacts' },
      { id: 'agents', toggle: 'enableAgents' },
      { id: 'onboarding', toggle: 'enableOnboarding' },
      { id: 'logs', toggle: 'enableLogs' },
      { id: 'dashboards', toggle: 'enableDashboards' },
      { id: 'numbers', toggle: 'enableNumbers' },
      { id: 'calls', toggle: 'enableCalls' },
      { id: 'inbox', toggle: 'enableInbox' },
      { id: 'tasks', toggle: 'enableTasks' },
      { id: 'webhooks', toggle: 'enableWebhooks' },
      { id: 'developer', toggle: 'enableDeveloper' },
      { id: 'sip', toggle: 'enableSip' },
      { id: 'knowledge-base', toggle: 'enableKnowledgeBase' },
      { id: 'wallet', toggle: 'enableWallet' },
      { id: 'integrations', toggle: 'enableIntegrations' },
      { id: 'profile', toggle: 'enableProfile' },
    ]);
    // a toggled plugin without an everyday read here would go untested below
    expect(Object.keys(EVERYDAY_READ).sort()).toEqual(toggled.map((p) => p.id).sort());
  });

  it.each(toggled)('$id: off → every route 403, the others on; on → 200 again', async ({ id, toggle }) => {
    expect((await everyday(id)).status).toBe(200);
    const routeCount = server.app.routeTable.filter((r) => r.plugin === id && r.auth !== 'public').length;
    expect(routeCount).toBeGreaterThan(0);

    expect((await setToggle(toggle, false)).status).toBe(200);
    try {
      const replies = await routesOf(id);
      expect(replies.filter(({ reply }) => reply.status !== 403 || reply.body?.message !== FEATURE_OFF.body.message)).toEqual([]);
      expect(await everyday(id)).toEqual(FEATURE_OFF);
      for (const other of toggled.filter((p) => p.id !== id)) {
        expect({ plugin: other.id, status: (await everyday(other.id)).status }).toEqual({ plugin: other.id, status: 200 });
      }
      // the kernel's own routes never switch off
      expect((await send('GET', '/api/v1/account', t.acmeOwner)).status).toBe(200);
    } finally {
      expect((await setToggle(toggle, true)).status).toBe(200);
    }
    expect((await everyday(id)).status).toBe(200);
    const backOn = await routesOf(id);
    expect(backOn.filter(({ reply }) => reply.status === 403 && reply.body?.message === FEATURE_OFF.body.message)).toEqual([]);
    expect((await setToggle(toggle, null)).status).toBe(200);
  });
});

describe('beyond the routes', () => {
  it('dashboards off: a due scheduled report is not sent, and the schedule says why', async () => {
    const db = server.db.db;
    const created = await send('POST', '/api/v2/reportSchedules', t.acmeOwner, undefined, {
      frequency: 'weekly', day: 1, hour: 8, recipients: [acme], dateFilter: 'last 30 days',
    });
    expect(created.status).toBe(201);
    const [schedule] = await db.select().from(reportSchedules).where(eq(reportSchedules.id, created.body.schedule.id));
    const outbox = async () => (await db.select().from(mailOutbox).where(eq(mailOutbox.accountId, acme))).length;
    const before = await outbox();

    expect((await setToggle('enableDashboards', false)).status).toBe(200);
    try {
      expect(await runDueReports(db, selectEmailProvider(db, {}), schedule!.nextRunAt.getTime() + 30_000)).toBe(1);
    } finally {
      expect((await setToggle('enableDashboards', null)).status).toBe(200);
    }
    expect(await outbox()).toBe(before);
    const [after] = await db.select().from(reportSchedules).where(eq(reportSchedules.id, schedule!.id));
    expect(after).toMatchObject({ lastRunAt: null, lastError: FEATURE_OFF.body.message });
  });
});
