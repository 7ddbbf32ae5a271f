// Issue 23 items 1 and 3 on the server: the onboarding state saved as an account setting (spec 1
// §4.6) and read back with the walkthrough's facts (GET /api/v2/onboarding, spec 1 §4.7), marking an
// organization onboarded, and the refusals: another tenant (403), no session (401).
import { describe, expect, it } from 'vitest';
import { call, FORBIDDEN, NOT_SIGNED_IN, serverWith } from './helpers';

const { server, t } = await serverWith(['acmeOwner', 'globexOwner', 'reseller']);
const { orgs, agents } = server.seeded;

const state = { method: 'BUILD_FROM_TEMPLATE', activeStep: 'SELECT_TIMEZONE', fieldIndex: 0, integrationIndex: 0, templateFields: [{ key: 'businessName', value: 'Harbor' }], updatedAt: 1764669600 };

async function newOrganization() {
  const me = await call(server, 'GET', '/api/v1/account', { token: t.reseller });
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const created = await call(server, 'POST', '/api/v2/createOrganization', {
    token: t.reseller,
    query: { targetResellerId: String(me.body.account.id) },
    body: { email: `new-${stamp}@onboarding.example`, name: 'New Owner', accountName: `Onboarding ${stamp}` },
  });
  expect(created.status).toBe(201);
  return created.body.account.id as number;
}

describe('GET /api/v2/onboarding', () => {
  it('answers the saved onboarding state and walkthrough with the account facts', async () => {
    expect((await call(server, 'POST', '/api/v1/accountSetting', { token: t.acmeOwner, body: { key: 'onboarding', value: state } })).status).toBe(200);
    expect((await call(server, 'POST', '/api/v1/accountSetting', { token: t.acmeOwner, body: { key: 'walkthrough', value: { version: 1, completed: ['SETUP_AGENT'] } } })).status).toBe(200);
    const facts = await call(server, 'GET', '/api/v2/onboarding', { token: t.acmeOwner });
    expect(facts.status).toBe(200);
    expect(facts.body).toMatchObject({ success: true, onboarding: state, walkthrough: { version: 1, completed: ['SETUP_AGENT'] }, organizationId: orgs.acme, onboardingComplete: true });
    expect(facts.body.timestamp).toBeGreaterThan(1_600_000_000);
    expect(facts.body.timestamp).toBeLessThan(Date.now() / 1000 + 1);
  });

  it('a live number of the organization (on one of its agents) counts', async () => {
    const org = await newOrganization();
    const before = await call(server, 'GET', '/api/v2/onboarding', { token: t.reseller, target: org });
    expect(before.body).toMatchObject({ hasPhoneNumber: false, onboardingComplete: false, onboarding: null, walkthrough: null, organizationId: org });
    const found = await call(server, 'POST', '/api/v2/phoneNumber/search/local/prefix', { token: t.acmeOwner, body: { prefix: '917' } });
    const assigned = await call(server, 'POST', '/api/v2/phoneNumber/assign', { token: t.acmeOwner, target: agents.acme[1], body: { number: found.body.numbers[0].number } });
    expect(assigned.status).toBe(201);
    expect((await call(server, 'GET', '/api/v2/onboarding', { token: t.acmeOwner, target: agents.acme[1] })).body).toMatchObject({ hasPhoneNumber: true, organizationId: orgs.acme });
  });

  it('another tenant: 403 and nothing read; no session: 401', async () => {
    expect(await call(server, 'GET', '/api/v2/onboarding', { token: t.globexOwner, target: orgs.acme })).toEqual(FORBIDDEN);
    expect(await call(server, 'GET', '/api/v2/onboarding', { token: t.globexOwner, target: agents.acme[0] })).toEqual(FORBIDDEN);
    expect(await call(server, 'GET', '/api/v2/onboarding')).toEqual(NOT_SIGNED_IN);
  });
});

describe('POST /api/v2/onboarding/complete', () => {
  it('marks the organization onboarded (searchable), once however often it is sent', async () => {
    const org = await newOrganization();
    for (let i = 0; i < 2; i++) {
      expect(await call(server, 'POST', '/api/v2/onboarding/complete', { token: t.reseller, target: org, body: {} })).toEqual({ status: 200, body: { success: true, onboardingComplete: true } });
    }
    expect((await call(server, 'GET', '/api/v2/onboarding', { token: t.reseller, target: org })).body.onboardingComplete).toBe(true);
  });

  it('refuses another tenant, no session, and a body with unknown fields', async () => {
    expect(await call(server, 'POST', '/api/v2/onboarding/complete', { token: t.globexOwner, target: orgs.acme, body: {} })).toEqual(FORBIDDEN);
    expect(await call(server, 'POST', '/api/v2/onboarding/complete', { body: {} })).toEqual(NOT_SIGNED_IN);
    const odd = await call(server, 'POST', '/api/v2/onboarding/complete', { token: t.globexOwner, body: { onboardingComplete: false } });
    expect(odd.status).toBe(400);
    expect(odd.body.success).toBe(false);
  });
});
