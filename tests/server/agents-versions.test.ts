// Issue 9 point 4 on the server: versions created from a source, renamed, replaced with a
// snapshot, restored to staging or production; audited; refused outside the caller's subtree or
// without the full editor.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../server/db/schema';
import { VERSION_NOT_FOUND } from '../../server/agents/messages';
import { HARBOR_AGENTS } from '../../server/seed/agents';
import { auditRows, call, FORBIDDEN, serverWith, signIn } from './helpers';

const { server, t } = await serverWith(['acmeOwner', 'globexOwner', 'reseller']);
const [reception] = await server.db.db.select().from(accounts).where(eq(accounts.username, HARBOR_AGENTS[0].username));
const harbor = await signIn(server, 'owner@harbordental.example');
const base = `/api/v2/agent/${reception.id}/versions`;
const campaign = async () => (await call(server, 'GET', '/api/v2/campaigns', { token: harbor, target: reception.id })).body.campaign;

describe('agent versions', () => {
  it('creates from staging (default) and production, lists newest first, with data on request', async () => {
    const c = await campaign();
    const draft = await call(server, 'POST', '/api/v2/campaign', { token: harbor, target: reception.id, body: { agentInstructions: 'Draft for v1', baseRevision: c.revision } });
    expect(draft.status).toBe(200);
    const v1 = await call(server, 'POST', base, { token: harbor, body: { title: 'Draft v1' } });
    expect(v1.status).toBe(201);
    expect(v1.body.version).toMatchObject({ title: 'Draft v1', source: 'staging', agentId: reception.id, createdBy: { name: 'Hugo Dent' } });
    expect(v1.body.version.data.agentInstructions).toBe('Draft for v1');
    const v2 = await call(server, 'POST', base, { token: harbor, body: { title: 'Live', source: 'production' } });
    expect(v2.body.version.data.agentInstructions).toBe(c.production.agentInstructions);

    const list = await call(server, 'GET', base, { token: harbor });
    expect(list.body.versions.map((v: any) => v.title)).toEqual(['Live', 'Draft v1']);
    expect(list.body.versions[0].data).toBeUndefined();
    const withData = await call(server, 'GET', base, { token: harbor, query: { includeData: 'true' } });
    expect(withData.body.versions[1].data.agentInstructions).toBe('Draft for v1');
    expect(await auditRows(server, 'agent.version.created', reception.id)).toHaveLength(2);
  });

  it('renames, replaces with a snapshot, and restores to staging and to production', async () => {
    const [live, draft] = (await call(server, 'GET', base, { token: harbor })).body.versions;
    const renamed = await call(server, 'PUT', `${base}/${draft.id}/title`, { token: harbor, body: { title: 'Holiday draft' } });
    expect(renamed.body.version.title).toBe('Holiday draft');
    const snap = await call(server, 'POST', `${base}/${draft.id}`, { token: harbor, body: { snapshot: { agentInstructions: 'Snapshot prompt' } } });
    expect(snap.status).toBe(200);
    expect(snap.body.version.data.agentInstructions).toBe('Snapshot prompt');
    const badSnap = await call(server, 'POST', `${base}/${draft.id}`, { token: harbor, body: { snapshot: { agentInstructions: '' } } });
    expect(badSnap.status).toBe(400);

    const restored = await call(server, 'POST', `${base}/${draft.id}/restore`, { token: harbor, body: {} });
    expect(restored.status).toBe(200);
    expect(restored.body.campaign).toMatchObject({ unpublishedChanges: true, staging: { agentInstructions: 'Snapshot prompt' } });
    const stale = await call(server, 'POST', `${base}/${live.id}/restore`, { token: harbor, body: { baseRevision: 0 } });
    expect(stale.status).toBe(409);
    const toProduction = await call(server, 'POST', `${base}/${draft.id}/restore`, { token: harbor, body: { target: 'production', baseRevision: restored.body.campaign.revision } });
    expect(toProduction.body.campaign).toMatchObject({ unpublishedChanges: false, production: { agentInstructions: 'Snapshot prompt' } });
    expect((await auditRows(server, 'agent.version.restored', reception.id)).map((r) => r.after?.target)).toEqual(['production', 'staging']);
    expect(await auditRows(server, 'agent.version.renamed', reception.id)).toHaveLength(1);
    expect(await auditRows(server, 'agent.version.replaced', reception.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown version or another agent\'s', async () => {
    const acmeDesk = server.seeded.agents.acme[0];
    const [acmeVersion] = (await call(server, 'GET', `/api/v2/agent/${acmeDesk}/versions`, { token: t.acmeOwner })).body.versions;
    expect(acmeVersion.title).toBe('Launch version');
    const res = await call(server, 'PUT', `${base}/${acmeVersion.id}/title`, { token: harbor, body: { title: 'x' } });
    expect(res).toEqual({ status: 404, body: { success: false, message: VERSION_NOT_FOUND } });
    expect((await call(server, 'POST', `${base}/not-a-uuid/restore`, { token: harbor, body: {} })).status).toBe(404);
  });

  it('refuses other tenants on every version route, and writes without the full editor', async () => {
    const [v] = (await call(server, 'GET', base, { token: harbor })).body.versions;
    const routes = [
      ['GET', base, undefined],
      ['POST', base, { title: 'x' }],
      ['PUT', `${base}/${v.id}/title`, { title: 'x' }],
      ['POST', `${base}/${v.id}`, { snapshot: 'staging' }],
      ['POST', `${base}/${v.id}/restore`, {}],
    ] as const;
    for (const [method, path, body] of routes) {
      expect(await call(server, method, path, { token: t.acmeOwner, body }), path).toEqual(FORBIDDEN);
      expect(await call(server, method, path, { token: t.reseller, body }), path).toEqual(FORBIDDEN);
    }
    // Acme's owner reads its own agent's versions but, without the full editor, cannot write them.
    const acmeBase = `/api/v2/agent/${server.seeded.agents.acme[0]}/versions`;
    expect((await call(server, 'GET', acmeBase, { token: t.acmeOwner })).status).toBe(200);
    expect(await call(server, 'POST', acmeBase, { token: t.acmeOwner, body: { title: 'x' } })).toEqual(FORBIDDEN);
    expect((await call(server, 'POST', `/api/v2/agent/${server.seeded.ids.acmeOwner}/versions`, { token: t.acmeOwner, body: { title: 'x' } })).status).toBe(400);
  });
});
