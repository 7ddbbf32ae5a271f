// Issue 9 point 6 on the server: templates offered below their owner, created/updated/renamed/
// deleted by the owner's side only, an agent created from a template with its fields rendered
// ({key} placeholders, disabledIf), template-mode saves published directly, migrate dry run then
// apply, detach; refusals for members and other tenants.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, agentTemplates, domainProfiles } from '../../server/db/schema';
import { FOLLOWS_TEMPLATE, STALE_TEMPLATE, TEMPLATE_NOT_FOUND, UNTITLED_TEMPLATE } from '../../server/agents/messages';
import { RESELLER_PROFILE_ID, RESELLER_SETTINGS } from '../../server/seed/data';
import { auditRows, call, FORBIDDEN, serverWith, signIn } from './helpers';

const { server, t } = await serverWith(['acmeOwner', 'acmeAdmin', 'globexOwner', 'reseller', 'blueHarbor']);
const harbor = await signIn(server, 'owner@harbordental.example');
const [afterHours] = await server.db.db.select().from(agentTemplates).where(eq(agentTemplates.name, 'After-hours answering'));
const acme = server.seeded.orgs.acme;
const acmeAfterHours = server.seeded.agents.acme[1];

describe('template reads', () => {
  it('offers the reseller\'s templates to its orgs and agents, not to another reseller\'s', async () => {
    const list = await call(server, 'GET', '/api/v2/templates', { token: t.acmeOwner });
    expect(list.status).toBe(200);
    expect(list.body.templates.map((x: any) => x.name)).toEqual(['After-hours answering', 'Salon bookings']);
    expect(list.body.templates[0]).toMatchObject({ ownerName: 'Northwind Voice', agentCount: 2, disabled: false });
    expect((await call(server, 'GET', '/api/v2/templates', { token: harbor })).body.templates).toEqual([]);
    expect(await call(server, 'GET', `/api/v2/templates/${afterHours.id}`, { token: harbor })).toEqual({ status: 404, body: { success: false, message: TEMPLATE_NOT_FOUND } });
    const one = await call(server, 'GET', `/api/v2/templates/${afterHours.id}`, { token: t.acmeOwner });
    expect(one.body.template.templateFields.map((f: any) => f.type ?? f.inputType)).toEqual(['text', 'textarea', 'multi-select', 'select', 'phone', 'number', 'boolean', 'text']);
    expect(one.body.template.agentInstructions).toContain('{businessName}');
  });
});

describe('create from template, template mode, detach', () => {
  it('creates an agent with the fields rendered: {key} in values and prompt, disabledIf, checked options', async () => {
    const bad = await call(server, 'POST', '/api/v2/createAgentFromTemplate', { token: t.acmeOwner, body: { templateId: afterHours.id, templateValues: { businessName: 'Acme', afterHours: 'pager' } } });
    expect(bad).toMatchObject({ status: 400, body: { message: 'templateValues.afterHours: Not one of the options' } });
    const missing = await call(server, 'POST', '/api/v2/createAgentFromTemplate', { token: t.acmeOwner, body: { templateId: afterHours.id, templateValues: {} } });
    expect(missing.body.message).toBe('templateValues.businessName: Required');

    const res = await call(server, 'POST', '/api/v2/createAgentFromTemplate', {
      token: t.acmeOwner,
      body: { templateId: afterHours.id, name: 'Night Desk', templateValues: { businessName: 'Acme Dental', services: ['billing', 'nope'], afterHoursNumber: '+15550000000' } },
    });
    expect(res.status).toBe(201);
    expect(res.body.account).toMatchObject({ accountName: 'Night Desk', accountType: 'agent', organizationId: acme });
    const c = res.body.campaign;
    expect(c).toMatchObject({ mode: 'TEMPLATE', templateId: afterHours.id, templateName: 'After-hours answering', unpublishedChanges: false });
    expect(c.templateValues.services).toEqual(['billing']);
    // greeting's {businessName} filled first, then the prompt; afterHours=voicemail disables the number
    expect(c.production.agentInstructions).toContain('Start with: "Thanks for calling Acme Dental. We are closed right now."');
    expect(c.production.agentInstructions).toContain('usually ask about billing.');
    expect(c.production.agentInstructions).toContain('transfer to  when that number is set');
    expect(c.production.voice).toBe('jenny');
    expect(await auditRows(server, 'agent.createdFromTemplate', res.body.account.id)).toHaveLength(1);
  });

  it('follows allowAddAgents: when the reseller sets it false, the owner and members get 403 and no agent is created', async () => {
    const db = server.db.db;
    const agentsOfAcme = async () => (await db.select().from(accounts).where(and(eq(accounts.organizationId, acme), eq(accounts.accountType, 'agent')))).length;
    const body = { templateId: afterHours.id, name: 'Refused Desk', templateValues: { businessName: 'Acme' } };
    const before = await agentsOfAcme();
    const audited = (await auditRows(server, 'agent.createdFromTemplate')).length;
    await db.update(domainProfiles).set({ settings: { ...RESELLER_SETTINGS, allowAddAgents: false } }).where(eq(domainProfiles.id, RESELLER_PROFILE_ID));
    try {
      expect(await call(server, 'POST', '/api/v2/createAgentFromTemplate', { token: t.acmeOwner, body })).toEqual(FORBIDDEN);
      expect(await call(server, 'POST', '/api/v2/createAgentFromTemplate', { token: t.acmeAdmin, body })).toEqual(FORBIDDEN);
      expect(await agentsOfAcme()).toBe(before);
      expect(await db.select().from(accounts).where(eq(accounts.accountName, 'Refused Desk'))).toEqual([]);
      expect(await auditRows(server, 'agent.createdFromTemplate')).toHaveLength(audited);
    } finally {
      await db.update(domainProfiles).set({ settings: RESELLER_SETTINGS }).where(eq(domainProfiles.id, RESELLER_PROFILE_ID));
    }
  });

  it('template mode: the fields, voice and timezone save and publish directly; the prompt is refused', async () => {
    const c = (await call(server, 'GET', '/api/v2/campaigns', { token: t.acmeOwner, target: acmeAfterHours })).body.campaign;
    const prompt = await call(server, 'POST', '/api/v2/campaign', { token: t.acmeOwner, target: acmeAfterHours, body: { agentInstructions: 'x', baseRevision: c.revision } });
    expect(prompt).toMatchObject({ status: 400, body: { message: `agentInstructions: ${FOLLOWS_TEMPLATE}` } });
    const saved = await call(server, 'POST', '/api/v2/campaign', {
      token: t.acmeOwner, target: acmeAfterHours, body: { templateValues: { businessName: 'Acme Co' }, voice: 'sam', baseRevision: c.revision },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.campaign).toMatchObject({ unpublishedChanges: false, production: { voice: 'sam', published: true } });
    expect(saved.body.campaign.production.agentInstructions).toContain('You answer calls for Acme Co outside office hours');
    expect(await auditRows(server, 'agent.published', acmeAfterHours)).toHaveLength(1);
  });

  it('detach needs the full editor (Acme has none), then makes the agent a full agent', async () => {
    expect(await call(server, 'POST', '/api/v2/detachAgentFromTemplate', { token: t.acmeOwner, target: acmeAfterHours, body: {} })).toEqual(FORBIDDEN);
    const globexAfterHours = server.seeded.agents.globex[1];
    const res = await call(server, 'POST', '/api/v2/detachAgentFromTemplate', { token: t.reseller, target: globexAfterHours, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.campaign).toMatchObject({ mode: 'FULL_AGENT', templateId: null });
    expect(await auditRows(server, 'agent.detached', globexAfterHours)).toHaveLength(1);
    expect((await call(server, 'POST', '/api/v2/detachAgentFromTemplate', { token: t.reseller, target: globexAfterHours, body: {} })).status).toBe(400);
  });
});

describe('template changes and migrate', () => {
  it('updates under a revision (409 when stale), then migrates: dry run with diffs, then apply', async () => {
    const stale = await call(server, 'POST', `/api/v2/templates/${afterHours.id}`, { token: t.reseller, body: { agentInstructions: 'x {businessName}', baseRevision: 0 } });
    expect(stale).toMatchObject({ status: 409, body: { message: STALE_TEMPLATE, current: { revision: 1 } } });
    const updated = await call(server, 'POST', `/api/v2/templates/${afterHours.id}`, {
      token: t.reseller, body: { agentInstructions: 'New script for {businessName}: {greeting}', baseRevision: 1 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.template.revision).toBe(2);
    expect(await auditRows(server, 'template.updated')).toHaveLength(1);

    const dry = await call(server, 'POST', `/api/v2/templates/${afterHours.id}/migrate`, { token: t.reseller, body: { dryRun: true } });
    expect(dry.status).toBe(200);
    expect(dry.body.accounts.map((a: any) => a.agentName)).toEqual(['After Hours', 'Night Desk']); // Globex's was detached
    const [first] = dry.body.accounts;
    expect(first).toMatchObject({ agentId: acmeAfterHours, orgName: 'Acme', changed: true });
    expect(first.diff).toEqual([{ field: 'agentInstructions', before: expect.stringContaining('outside office hours'), after: 'New script for Acme Co: Thanks for calling Acme Co. We are closed right now.' }]);
    // a dry run writes nothing
    const before = (await call(server, 'GET', '/api/v2/campaigns', { token: t.acmeOwner, target: acmeAfterHours })).body.campaign;
    expect(before.production.agentInstructions).toContain('outside office hours');

    const applied = await call(server, 'POST', `/api/v2/templates/${afterHours.id}/migrate`, { token: t.reseller, body: { dryRun: false } });
    expect(applied.body).toMatchObject({ success: true, dryRun: false, migrated: 2 });
    const after = (await call(server, 'GET', '/api/v2/campaigns', { token: t.acmeOwner, target: acmeAfterHours })).body.campaign;
    expect(after).toMatchObject({ revision: before.revision + 1, unpublishedChanges: false, production: { agentInstructions: first.diff[0].after, voice: 'sam' } });
    expect((await auditRows(server, 'template.migrated'))[0].after).toMatchObject({ agentIds: [acmeAfterHours, expect.any(Number)] });
    const again = await call(server, 'POST', `/api/v2/templates/${afterHours.id}/migrate`, { token: t.reseller, body: {} });
    expect(again.body.accounts.every((a: any) => !a.changed)).toBe(true);
  });

  it('creates from an agent, renames and deletes (agents become full agents)', async () => {
    const created = await call(server, 'POST', '/api/v2/templates/createTemplate', {
      token: t.reseller, body: { name: 'Front desk copy', fromAgentId: server.seeded.agents.acme[0], templateFields: [{ key: 'city', type: 'select' }] },
    });
    expect(created).toMatchObject({ status: 400, body: { message: 'templateFields.0.options: A select needs options' } });
    const ok = await call(server, 'POST', '/api/v2/templates/createTemplate', { token: t.reseller, body: { name: 'Front desk copy', fromAgentId: server.seeded.agents.acme[0] } });
    expect(ok.status).toBe(201);
    expect(ok.body.template.agentInstructions).toContain('front desk of {{businessName}}');
    // the console's rename sends the whole template back with the new name
    const renamed = await call(server, 'POST', `/api/v2/templates/${ok.body.template.id}`, { token: t.reseller, body: { ...ok.body.template, name: 'Reception', baseRevision: 1 } });
    expect(renamed.body.template).toMatchObject({ name: 'Reception', agentInstructions: ok.body.template.agentInstructions });
    expect(await auditRows(server, 'template.renamed')).toHaveLength(1);
    const removed = await call(server, 'DELETE', `/api/v2/templates/${afterHours.id}`, { token: t.reseller });
    expect(removed.status).toBe(200);
    const c = (await call(server, 'GET', '/api/v2/campaigns', { token: t.acmeOwner, target: acmeAfterHours })).body.campaign;
    expect(c).toMatchObject({ mode: 'FULL_AGENT', templateId: null });
    expect(await auditRows(server, 'template.deleted')).toHaveLength(1);
  });

  it('refuses members, owners and other resellers on every template write', async () => {
    const [salon] = await server.db.db.select().from(agentTemplates).where(eq(agentTemplates.name, 'Salon bookings'));
    const writes = [
      ['POST', '/api/v2/templates/createTemplate', { name: 'x', agentInstructions: 'x' }],
      ['POST', `/api/v2/templates/${salon.id}`, { name: 'x', baseRevision: 1 }],
      ['DELETE', `/api/v2/templates/${salon.id}`, undefined],
      ['POST', `/api/v2/templates/${salon.id}/migrate`, { dryRun: true }],
    ] as const;
    for (const [method, path, body] of writes) {
      for (const token of [t.acmeOwner, t.acmeAdmin, t.globexOwner, t.blueHarbor]) {
        expect(await call(server, method, path, { token, body, target: server.seeded.ids.reseller }), `${method} ${path}`).toEqual(FORBIDDEN);
      }
    }
    // without a target: the owner and members are not elevated; Blue Harbor does not own the template
    for (const [method, path, body] of writes) {
      for (const token of [t.acmeOwner, t.acmeAdmin, t.blueHarbor]) {
        if (token === t.blueHarbor && path.endsWith('createTemplate')) continue; // its own template: allowed
        expect(await call(server, method, path, { token, body }), `${method} ${path}`).toEqual(FORBIDDEN);
      }
    }
    // another reseller's org may not create from Northwind's template; a member without canAddAgents rules is fine
    const foreign = await call(server, 'POST', '/api/v2/createAgentFromTemplate', { token: harbor, body: { templateId: salon.id, templateValues: { salonName: 'x' } } });
    expect(foreign.status).toBe(404);
    const [acmeOrg] = await server.db.db.select().from(accounts).where(eq(accounts.id, acme));
    expect((await call(server, 'POST', '/api/v2/createAgentFromTemplate', { token: t.globexOwner, target: acmeOrg.id, body: { templateId: salon.id } })).status).toBe(403);
  });
});

describe('a client sending only the fields spec documents name (issue 16 point 7)', () => {
  it('creates a template without a name, and updates it without baseRevision (last write wins, audited)', async () => {
    const created = await call(server, 'POST', '/api/v2/templates/createTemplate', { token: t.reseller, body: { agentInstructions: 'Hello {city}', templateFields: [{ key: 'city' }] } });
    expect(created).toMatchObject({ status: 201, body: { template: { name: UNTITLED_TEMPLATE, revision: 1 } } });
    const { id } = created.body.template;
    const updated = await call(server, 'POST', `/api/v2/templates/${id}`, { token: t.reseller, body: { templateIntegrations: ['calendar'] } });
    expect(updated).toMatchObject({ status: 200, body: { template: { revision: 2, templateIntegrations: ['calendar'] } } });
    const [entry] = await auditRows(server, 'template.updated');
    expect(entry).toMatchObject({ before: { templateId: id, revision: 1 }, after: { revision: 2, noBaseRevision: true } });
  });

  it('creates an agent from the template fields with their values (spec 1 §3 Onboarding state), naming templateFields when one is missing', async () => {
    const [salon] = await server.db.db.select().from(agentTemplates).where(eq(agentTemplates.name, 'Salon bookings'));
    const missing = await call(server, 'POST', '/api/v2/createAgentFromTemplate', { token: t.globexOwner, body: { templateId: salon.id, templateFields: [{ key: 'website', value: 'https://x.example' }] } });
    expect(missing).toMatchObject({ status: 400, body: { message: 'templateFields.salonName: Required' } });
    const res = await call(server, 'POST', '/api/v2/createAgentFromTemplate', {
      token: t.globexOwner,
      body: { templateId: salon.id, templateFields: [{ key: 'salonName', label: 'Salon name', type: 'text', value: 'Globex Cuts' }, { key: 'stylists', value: ['Ben'] }] },
    });
    expect(res.status).toBe(201);
    expect(res.body.campaign).toMatchObject({ mode: 'TEMPLATE', templateValues: { salonName: 'Globex Cuts', stylists: ['Ben'] } });
    expect(res.body.campaign.staging.agentInstructions).toContain('You book appointments for Globex Cuts. Stylists: Ben.');
    // its template-mode save without baseRevision publishes, and the audit entry says it carried none
    const agent = res.body.account.id;
    const saved = await call(server, 'POST', '/api/v2/campaign', { token: t.globexOwner, target: agent, body: { templateValues: { salonName: 'Globex Salon' } } });
    expect(saved.body.campaign).toMatchObject({ revision: 2, templateValues: { salonName: 'Globex Salon' } });
    expect((await auditRows(server, 'agent.published', agent))[0].after).toMatchObject({ revision: 2, noBaseRevision: true });
  });
});
