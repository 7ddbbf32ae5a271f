// Issue 9 on the server: campaign read, staging save under the revision rule (409 with both
// sides), publish and revert (audited), the prompt rules, and the full-editor permission.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../server/db/schema';
import { PLEASE_ENTER_PROMPT, PROMPT_MAX_CHARS, STALE_REVISION } from '../../server/agents/messages';
import { HARBOR_AGENTS } from '../../server/seed/agents';
import { auditRows, call, EMAILS, FORBIDDEN, serverWith, signIn } from './helpers';

const { server, t } = await serverWith(['acmeOwner', 'acmeAdmin', 'globexOwner', 'reseller', 'superAdmin']);
const [reception] = await server.db.db.select().from(accounts).where(eq(accounts.username, HARBOR_AGENTS[0].username));
const harbor = await signIn(server, 'owner@harbordental.example');
const acmeDesk = server.seeded.agents.acme[0];

const read = (token: string, target: number) => call(server, 'GET', '/api/v2/campaigns', { token, target });
const save = (token: string, target: number, body: Record<string, unknown>) => call(server, 'POST', '/api/v2/campaign', { token, target, body });

describe('campaign read', () => {
  it('answers the seeded staging and production with a revision', async () => {
    const res = await read(t.acmeOwner, acmeDesk);
    expect(res.status).toBe(200);
    const c = res.body.campaign;
    expect(c).toMatchObject({ agentId: acmeDesk, agentName: 'Front Desk', mode: 'FULL_AGENT', revision: 3, unpublishedChanges: true });
    expect(c.staging.agentInstructions).toContain('public holidays');
    expect(c.production.agentInstructions).not.toContain('public holidays');
    expect(c.staging.apps).toEqual([{ appId: 'calendar', version: '1' }, { appId: 'crm', version: '2' }, { appId: 'transfer', version: '1' }]);
  });

  it('lists an organization\'s agents with their state', async () => {
    const res = await call(server, 'GET', '/api/v2/campaigns', { token: t.acmeOwner });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.campaigns.map((c: any) => [c.agentName, c.mode])).toEqual([
      ['After Hours', 'TEMPLATE'],
      ['Front Desk', 'FULL_AGENT'],
      ['Sales Line', 'FULL_AGENT'],
    ]);
  });

  it('refuses another tenant\'s agent and a target that is no agent or org', async () => {
    expect(await read(t.globexOwner, acmeDesk)).toEqual(FORBIDDEN);
    const reseller = await call(server, 'GET', '/api/v2/campaigns', { token: t.reseller });
    expect(reseller.status).toBe(400);
  });
});

describe('staging save with revisions', () => {
  it('saves, bumps the revision, and refuses a stale one with both sides (409), writing nothing', async () => {
    const start = (await read(harbor, reception.id)).body.campaign;
    const first = await save(harbor, reception.id, { agentInstructions: 'Tab A prompt', baseRevision: start.revision, published: false });
    expect(first.status).toBe(200);
    expect(first.body.campaign).toMatchObject({ revision: start.revision + 1, unpublishedChanges: true });
    expect(first.body.campaign.staging.agentInstructions).toBe('Tab A prompt');
    expect(first.body.campaign.updatedBy.name).toBe('Hugo Dent');

    const stale = await save(harbor, reception.id, { agentInstructions: 'Tab B prompt', baseRevision: start.revision });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, message: STALE_REVISION, current: { revision: start.revision + 1 } });
    expect(stale.body.current.staging.agentInstructions).toBe('Tab A prompt');
    expect((await read(harbor, reception.id)).body.campaign.staging.agentInstructions).toBe('Tab A prompt');

    // "keep mine": the same payload on the current revision
    const mine = await save(harbor, reception.id, { agentInstructions: 'Tab B prompt', baseRevision: stale.body.current.revision });
    expect(mine.status).toBe(200);
    expect(mine.body.campaign.staging.agentInstructions).toBe('Tab B prompt');
  });

  it('refuses an empty prompt and an oversized one, naming the field', async () => {
    const { revision } = (await read(harbor, reception.id)).body.campaign;
    const empty = await save(harbor, reception.id, { agentInstructions: '   ', baseRevision: revision });
    expect(empty.body).toEqual({ success: false, message: `agentInstructions: ${PLEASE_ENTER_PROMPT}` });
    expect(empty.status).toBe(400);
    const huge = await save(harbor, reception.id, { agentInstructions: 'x'.repeat(PROMPT_MAX_CHARS + 1), baseRevision: revision });
    expect(huge).toMatchObject({ status: 400, body: { message: `agentInstructions: At most ${PROMPT_MAX_CHARS} characters` } });
    expect((await read(harbor, reception.id)).body.campaign.revision).toBe(revision);
  });

  it('accepts a save without baseRevision (spec 2 names none): last write wins, and the audit log says so', async () => {
    const { revision } = (await read(harbor, reception.id)).body.campaign;
    const res = await save(harbor, reception.id, { agentInstructions: 'Saved by a spec client' });
    expect(res.status).toBe(200);
    expect(res.body.campaign).toMatchObject({ revision: revision + 1, staging: { agentInstructions: 'Saved by a spec client' } });
    const [entry] = await auditRows(server, 'agent.saved.noBaseRevision', reception.id);
    expect(entry).toMatchObject({ before: { revision }, after: { revision: revision + 1, noBaseRevision: true } });
    // a save that carries it is checked and, as before, not audited one by one
    const versioned = await save(harbor, reception.id, { agentInstructions: 'Saved by the console', baseRevision: revision + 1 });
    expect(versioned.status).toBe(200);
    expect(await auditRows(server, 'agent.saved.noBaseRevision', reception.id)).toHaveLength(1);
  });

  it('checks apps, functions, actions and voice against the catalogue', async () => {
    const { revision } = (await read(harbor, reception.id)).body.campaign;
    const cases: [Record<string, unknown>, string][] = [
      [{ apps: [{ appId: 'nope', version: '1' }] }, 'apps.0: Unknown app'],
      [{ apps: [{ appId: 'crm' }] }, 'apps.0.version: '],
      [{ apps: [{ appId: 'crm', version: '2' }], enabledFunctions: { 'crm:2': ['lookupX'] } }, 'enabledFunctions.crm:2: Unknown function lookupX'],
      [{ apps: [], enabledFunctions: { 'crm:2': ['lookupCustomer'] } }, 'enabledFunctions.crm:2: Not one of the campaign\'s apps'],
      [{ actions: [{ name: 'A' }, { name: 'a' }] }, 'actions.1.name: Duplicate action name'],
      [{ actions: [{ description: 'no name' }] }, 'actions.0.name: '],
      [{ voice: 'robot' }, 'voice: Unknown voice'],
      [{ timezone: 'Mars/Olympus' }, 'timezone: '],
      [{ links: [{ label: 'x', url: 'javascript:alert(1)' }] }, 'links.0.url: '],
    ];
    for (const [body, message] of cases) {
      const res = await save(harbor, reception.id, { agentInstructions: 'Prompt', actions: [], apps: [], enabledFunctions: {}, ...body, baseRevision: revision });
      expect(res.status, message).toBe(400);
      expect(res.body.message.startsWith(message), `${res.body.message} ≠ ${message}`).toBe(true);
    }
    const dupes = await save(harbor, reception.id, { agentInstructions: 'Prompt', apps: [{ appId: 'crm', version: '2' }, { appId: 'crm', version: '2' }], enabledFunctions: {}, actions: [], baseRevision: revision });
    expect(dupes.status).toBe(200);
    expect(dupes.body.campaign.staging.apps).toEqual([{ appId: 'crm', version: '2' }]);
  });
});

describe('publish and revert', () => {
  it('publishes staging, then reverts a later draft to it; both audited', async () => {
    const { revision } = (await read(harbor, reception.id)).body.campaign;
    const draft = await save(harbor, reception.id, { agentInstructions: 'Published prompt', baseRevision: revision, published: false });
    const published = await call(server, 'POST', '/api/v2/agent/publish', { token: harbor, target: reception.id, body: { baseRevision: draft.body.campaign.revision } });
    expect(published.status).toBe(200);
    expect(published.body.campaign).toMatchObject({ unpublishedChanges: false, production: { agentInstructions: 'Published prompt', published: true } });
    expect(published.body.campaign.publishedAt).toBeGreaterThan(0);
    expect((await auditRows(server, 'agent.published', reception.id))[0].after).toEqual({ revision: published.body.campaign.revision });

    const later = await save(harbor, reception.id, { agentInstructions: 'Oops', baseRevision: published.body.campaign.revision });
    expect(later.body.campaign.unpublishedChanges).toBe(true);
    const reverted = await call(server, 'POST', '/api/v2/agent/revert', { token: harbor, target: reception.id, body: {} });
    expect(reverted.status).toBe(200);
    expect(reverted.body.campaign).toMatchObject({ unpublishedChanges: false, staging: { agentInstructions: 'Published prompt' } });
    expect(await auditRows(server, 'agent.reverted', reception.id)).toHaveLength(1);
  });

  it('refuses a stale publish and a publish of an empty prompt', async () => {
    const stale = await call(server, 'POST', '/api/v2/agent/publish', { token: harbor, target: reception.id, body: { baseRevision: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE_REVISION);
  });
});

describe('permissions', () => {
  it('without the full editor (Northwind switches it off) only voice and timezone may change', async () => {
    const { revision, staging } = (await read(t.acmeOwner, acmeDesk)).body.campaign;
    const prompt = await save(t.acmeOwner, acmeDesk, { agentInstructions: 'Changed', baseRevision: revision });
    expect(prompt.status).toBe(403);
    expect(prompt.body.message).toMatch(/^agentInstructions: Only the template fields, voice and timezone/);
    const voice = await save(t.acmeOwner, acmeDesk, { ...staging, voice: 'ryan', timezone: 'Europe/London', baseRevision: revision });
    expect(voice.status).toBe(200);
    expect(voice.body.campaign.staging).toMatchObject({ voice: 'ryan', timezone: 'Europe/London', agentInstructions: staging.agentInstructions });
  });

  it('the inspector needs canInspectJSON: never an owner, always the reseller', async () => {
    const { revision, staging } = (await read(harbor, reception.id)).body.campaign;
    expect(await save(harbor, reception.id, { ...staging, inspector: true, baseRevision: revision })).toEqual(FORBIDDEN);
    const reseller = await save(t.reseller, acmeDesk, { agentInstructions: 'From the inspector', inspector: true, baseRevision: (await read(t.reseller, acmeDesk)).body.campaign.revision });
    expect(reseller.status).toBe(200);
  });

  it('refuses other tenants on every campaign route', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/v2/campaigns', undefined],
      ['POST', '/api/v2/campaign', { agentInstructions: 'x', baseRevision: 0 }],
      ['POST', '/api/v2/agent/publish', {}],
      ['POST', '/api/v2/agent/revert', {}],
      ['GET', '/api/v2/agentEventRules/staging', undefined],
    ] as const) {
      expect(await call(server, method, path, { token: t.globexOwner, target: acmeDesk, body }), path).toEqual(FORBIDDEN);
      expect(await call(server, method, path, { token: harbor, target: acmeDesk, body }), path).toEqual(FORBIDDEN);
    }
    expect(EMAILS.acmeAdmin).toBeTruthy();
  });
});
