// Issue 16 point 8: a message in the agent's test chat writes a call record (direction `test`) that
// the metrics, the home's summary, the scheduled report and the default logs view leave out; the logs
// show it with `includeTest=true`, the CSV export too. The home's summary is GET stats/campaigns with
// each metric's own moving window; it is read here over a fixed window (by agent and by day too), so
// no seeded call crosses a window's edge between the readings before and after the chat.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_DIRECTION } from '../../server/calls/testCallRecord';
import { accounts } from '../../server/db/schema';
import { buildReport } from '../../server/reports/renderReport';
import { apiUrl, call, serverWith } from './helpers';

const { server, t } = await serverWith(['acmeOwner', 'reseller']);
const desk = server.seeded.agents.acme[0];
const acme = server.seeded.orgs.acme;

// fixed windows, so no seeded call leaves them between the two readings
const nowS = Math.floor(Date.now() / 1000);
const WINDOW = JSON.stringify({ start: nowS - 30 * 86_400, end: nowS + 3600 });
const REPORT_NOW_MS = (nowS + 60) * 1000;
const LOG_FIELDS = 'direction,appointmentBooked';

const stats = (token = t.acmeOwner, target?: number) =>
  call(server, 'GET', '/api/v1/stats/campaigns', { token, target, query: { dateFilter: WINDOW, groupBy: 'agent', series: 'day' } });
const statsPosted = () =>
  call(server, 'POST', '/api/v1/stats/campaigns', {
    token: t.acmeOwner,
    body: { metrics: [{ key: 'all', label: 'All calls', formula: 'COUNT(uuid)' }, 'appointmentRate'], dateFilter: WINDOW },
  });
const logs = (query: Record<string, string> = {}, token = t.acmeOwner, target?: number) =>
  call(server, 'GET', '/api/v2/logs', { token, target, query: { fields: LOG_FIELDS, ...query } });
const csv = async (query: Record<string, string>) => {
  const response = await fetch(
    apiUrl(server, '/api/v2/logs', { token: t.acmeOwner, query: { fields: 'uuid', format: 'csv', dateFilter: WINDOW, pageSize: '10000', ...query } }),
  );
  expect(response.status).toBe(200);
  // the uuids, header left out (uuid is the first column: the four fields always added follow it)
  return (await response.text()).trim().split('\n').slice(1).map((line) => line.split(',')[0]);
};
async function report() {
  const [org] = await server.db.db.select().from(accounts).where(eq(accounts.id, acme));
  return (await buildReport(server.db.db, org!, null, REPORT_NOW_MS)).data;
}

async function readings() {
  return {
    stats: (await stats()).body,
    reseller: (await stats(t.reseller, acme)).body,
    posted: (await statsPosted()).body,
    logs: (await logs({ dateFilter: WINDOW, pageSize: '10000' })).body,
    csv: await csv({}),
    report: await report(),
  };
}

async function chat(promptText: string) {
  const response = await fetch(apiUrl(server, '/api/v1/agent/runPrompt', { token: t.acmeOwner, target: desk }), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ promptText, conversationId: 'numbers' }),
  });
  expect(response.status).toBe(200);
  await response.text();
}

describe('test conversations stay out of the numbers', () => {
  let before: Awaited<ReturnType<typeof readings>>;
  let testUuid: string;

  it('a test chat that books an appointment changes no metric, summary, report or default logs view', async () => {
    before = await readings();
    expect(before.posted.metrics[0].value).toBeGreaterThan(0);
    await chat('Can I book an appointment for tomorrow at 3 pm?');
    const [record] = (await logs({ direction__eq: TEST_DIRECTION, includeTest: 'true' })).body.logs;
    expect(record).toMatchObject({ direction: 'test', appointmentBooked: 1, agentId: desk });
    testUuid = record.uuid;
    expect(await readings()).toEqual(before);
    // the default view as the console first opens it: no window, no parameters but the fields
    const firstPage = (await logs()).body.logs.map((row: { uuid: string }) => row.uuid);
    expect(firstPage).not.toContain(testUuid);
  });

  it('the logs show it with includeTest=true, the CSV export too, and the subtree above alike', async () => {
    const shown = await logs({ dateFilter: WINDOW, pageSize: '10000', includeTest: 'true' });
    expect(shown.body.totalCount).toBe(before.logs.totalCount + 1);
    expect(shown.body.logs[0]).toMatchObject({ uuid: testUuid, direction: 'test' });
    expect((await logs({ includeTest: 'true' })).body.logs[0].uuid).toBe(testUuid);
    expect((await logs({ includeTest: 'false' })).body.logs.map((row: { uuid: string }) => row.uuid)).not.toContain(testUuid);
    const rows = await csv({ includeTest: 'true' });
    expect(rows).toEqual([testUuid, ...before.csv]);
    const reseller = await logs({ dateFilter: WINDOW, direction__eq: TEST_DIRECTION, includeTest: 'true' }, t.reseller, acme);
    expect(reseller.body.logs.map((row: { uuid: string }) => row.uuid)).toEqual([testUuid]);
    expect((await logs({ dateFilter: WINDOW, direction__eq: TEST_DIRECTION }, t.reseller, acme)).body.totalCount).toBe(0);
  });

  it('a bad includeTest is a 400 naming it, for the list and the export', async () => {
    for (const value of ['yes', '1', 'TRUE', '']) {
      for (const format of ['json', 'csv']) {
        const res = await logs({ includeTest: value, format });
        expect(res.status, `${value} ${format}`).toBe(400);
        expect(res.body).toEqual({ success: false, message: 'includeTest: Expected true or false' });
      }
    }
  });
});
