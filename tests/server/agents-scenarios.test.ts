// Issue 9 point 10 on the server: scenarios saved, run against staging with the demo model (pass
// and fail per scenario, kept per revision), publish refused with the failing ones until confirmed
// (then audited with them); other tenants refused.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../server/db/schema';
import { FAILING_SCENARIOS } from '../../server/agents/messages';
import { HARBOR_AGENTS } from '../../server/seed/agents';
import { auditRows, call, FORBIDDEN, serverWith, signIn } from './helpers';

const { server, t } = await serverWith(['acmeOwner']);
const [reception] = await server.db.db.select().from(accounts).where(eq(accounts.username, HARBOR_AGENTS[0].username));
const harbor = await signIn(server, 'owner@harbordental.example');
const base = `/api/v2/agent/${reception.id}/scenarios`;

describe('test scenarios', () => {
  it('saves scenarios, runs them on staging, and reports pass or fail per scenario', async () => {
    const booking = await call(server, 'POST', base, {
      token: harbor,
      body: { name: 'Books a visit', turns: ['Hello', 'I want to book an appointment tomorrow'], expect: [{ kind: 'action', name: 'Book appointment' }, { kind: 'function', name: 'bookAppointment' }, { kind: 'transfer', made: false }] },
    });
    expect(booking.status).toBe(201);
    const wrong = await call(server, 'POST', base, {
      token: harbor,
      body: { name: 'Never transfers', turns: ['Get me a real person'], expect: [{ kind: 'transfer', made: false }, { kind: 'replyContains', text: 'Tuesday' }] },
    });
    expect(wrong.status).toBe(201);
    const bad = await call(server, 'POST', base, { token: harbor, body: { name: 'x', turns: ['hi'], expect: [{ kind: 'mood', text: 'x' }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^expect\.0\.kind: /);

    const run = await call(server, 'POST', `${base}/run`, { token: harbor, body: {} });
    expect(run.status).toBe(200);
    const { revision } = (await call(server, 'GET', '/api/v2/campaigns', { token: harbor, target: reception.id })).body.campaign;
    expect(run.body.revision).toBe(revision);
    expect(run.body.results.map((r: any) => [r.name, r.passed, r.failures])).toEqual([
      ['Books a visit', true, []],
      ['Never transfers', false, ['a transfer was made', 'reply does not contain "Tuesday"']],
    ]);
    const list = await call(server, 'GET', base, { token: harbor });
    expect(list.body.scenarios.map((s: any) => s.lastRun?.passed)).toEqual([true, false]);
    expect(list.body.runs[0]).toMatchObject({ revision, version: 'staging', passed: false });
  });

  it('publish with a failing scenario asks first (409, nothing written), then publishes when confirmed, audited', async () => {
    const before = (await call(server, 'GET', '/api/v2/campaigns', { token: harbor, target: reception.id })).body.campaign;
    const refused = await call(server, 'POST', '/api/v2/agent/publish', { token: harbor, target: reception.id, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, message: FAILING_SCENARIOS, failingScenarios: [{ name: 'Never transfers' }] });
    expect((await call(server, 'GET', '/api/v2/campaigns', { token: harbor, target: reception.id })).body.campaign.revision).toBe(before.revision);
    const confirmed = await call(server, 'POST', '/api/v2/agent/publish', { token: harbor, target: reception.id, body: { confirmFailingScenarios: true } });
    expect(confirmed.status).toBe(200);
    expect((await auditRows(server, 'agent.published', reception.id))[0].after).toMatchObject({ failingScenarios: [{ name: 'Never transfers' }] });
    // the new revision has no run yet: publishing again needs no confirmation
    expect((await call(server, 'POST', '/api/v2/agent/publish', { token: harbor, target: reception.id, body: {} })).status).toBe(200);
  });

  it('deletes a scenario (audited) and refuses other tenants', async () => {
    const [first] = (await call(server, 'GET', base, { token: harbor })).body.scenarios;
    for (const [method, path, body] of [['GET', base, undefined], ['POST', base, { name: 'x', turns: ['x'], expect: [{ kind: 'transfer' }] }], ['POST', `${base}/run`, {}], ['DELETE', `${base}/${first.id}`, undefined]] as const) {
      expect(await call(server, method, path, { token: t.acmeOwner, body }), path).toEqual(FORBIDDEN);
    }
    expect((await call(server, 'DELETE', `${base}/${first.id}`, { token: harbor })).status).toBe(200);
    expect((await call(server, 'DELETE', `${base}/${first.id}`, { token: harbor })).status).toBe(404);
    expect(await auditRows(server, 'agent.scenario.deleted', reception.id)).toHaveLength(1);
  });
});

describe('seeded scenarios', () => {
  it('Acme\'s Front Desk has two scenarios that pass on its staging with the demo model', async () => {
    const desk = server.seeded.agents.acme[0];
    const run = await call(server, 'POST', `/api/v2/agent/${desk}/scenarios/run`, { token: t.acmeOwner, body: {} });
    expect(run.body.results.map((r: any) => [r.name, r.passed])).toEqual([['Books an appointment', true], ['Hands over to a person', true]]);
  });
});
