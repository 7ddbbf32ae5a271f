// Saved logs views (issue 10 point 16): CRUD, sharing within the organization, tenant scoping,
// unique names, hostile input, audit.
import { describe, expect, it } from 'vitest';
import { MAX_SAVED_VIEWS, TOO_MANY_VIEWS, VIEW_NAME_TAKEN, VIEW_NOT_FOUND } from '../../server/calls/savedViews';
import { savedViews } from '../../server/db/schema';
import { auditRows, call, FORBIDDEN, serverWith } from './helpers';

const { server, t } = await serverWith(['superAdmin', 'reseller', 'blueHarbor', 'acmeOwner', 'acmeAdmin', 'globexOwner']);
const { acme, globex } = server.seeded.orgs;
const VIEWS = '/api/v2/logViews';

const inbound = {
  name: 'Inbound this week',
  fields: ['timestamp', 'cnam', 'duration'],
  filters: { direction: 'inbound', directionOp: 'eq', duration: [10, 20], durationOp: 'between' },
  dateFilter: 'last 7 days',
  pageSize: 50,
  wrap: true,
  includeTest: true,
};

const list = (token: string, target?: number) => call(server, 'GET', VIEWS, { token, target });
const create = (token: string, body: unknown, target?: number) => call(server, 'POST', VIEWS, { token, target, body });
const update = (token: string, id: string, body: unknown, target?: number) => call(server, 'PUT', `${VIEWS}/${id}`, { token, target, body });
const remove = (token: string, id: string, target?: number) => call(server, 'DELETE', `${VIEWS}/${id}`, { token, target });

describe('saved views', () => {
  let id: string;

  it('an owner saves a view; every member of the org lists it, with what was saved', async () => {
    const res = await create(t.acmeOwner, inbound);
    expect(res.status).toBe(201);
    expect(res.body.view).toMatchObject({ ...inbound, createdBy: acme });
    id = res.body.view.id;
    const seen = await list(t.acmeAdmin);
    expect(seen.status).toBe(200);
    expect(seen.body.views).toEqual([res.body.view]);
    const [row] = await auditRows(server, 'logView.created', acme);
    expect(row).toMatchObject({ actorId: acme, after: { viewId: id, name: inbound.name } });
  });

  it('a reseller sees and writes an org of its subtree as the target; another org sees nothing of it', async () => {
    expect((await list(t.reseller, acme)).body.views.map((v: { id: string }) => v.id)).toEqual([id]);
    expect((await list(t.globexOwner)).body.views).toEqual([]);
    const made = await create(t.reseller, { ...inbound, name: 'Reseller view', dateFilter: { start: 1_700_000_000, end: 1_700_086_400 } }, acme);
    expect(made.status).toBe(201);
    expect(made.body.view.dateFilter).toEqual({ start: 1_700_000_000, end: 1_700_086_400 });
    expect((await list(t.acmeOwner)).body.views.map((v: { name: string }) => v.name)).toEqual(['Inbound this week', 'Reseller view']);
  });

  it('outside the caller\'s subtree: refused, and another org\'s view is not found', async () => {
    expect(await list(t.globexOwner, acme)).toEqual(FORBIDDEN);
    expect(await create(t.globexOwner, { ...inbound, name: 'x' }, acme)).toEqual(FORBIDDEN);
    expect(await list(t.blueHarbor, acme)).toEqual(FORBIDDEN);
    expect((await update(t.globexOwner, id, { ...inbound, name: 'stolen' })).body.message).toBe(VIEW_NOT_FOUND);
    expect((await remove(t.globexOwner, id)).status).toBe(404);
    expect((await list(t.acmeOwner)).body.views.map((v: { name: string }) => v.name)).toContain('Inbound this week');
  });

  it('names are unique per organization (409), not across organizations', async () => {
    expect(await create(t.acmeAdmin, { ...inbound, name: '  Inbound this week ' })).toEqual({ status: 409, body: { success: false, message: VIEW_NAME_TAKEN } });
    expect((await create(t.globexOwner, inbound)).status).toBe(201);
    expect((await list(t.reseller, globex)).body.views).toHaveLength(1);
    expect((await update(t.acmeOwner, id, { ...inbound, name: 'Reseller view' })).status).toBe(409);
  });

  it('an admin renames and changes a view; the change is audited', async () => {
    // the whole view is replaced: a body without includeTest (as views saved before it) is off
    const { includeTest: _, ...withoutTestCalls } = inbound;
    const res = await update(t.acmeAdmin, id, { ...withoutTestCalls, name: 'Inbound, short calls', filters: { durationOp: 'lt', duration: 30 } });
    expect(res.status).toBe(200);
    expect(res.body.view).toMatchObject({ id, name: 'Inbound, short calls', filters: { duration: 30, durationOp: 'lt' }, includeTest: false });
    const [row] = await auditRows(server, 'logView.updated');
    expect(row).toMatchObject({ before: { name: inbound.name }, after: { name: 'Inbound, short calls' } });
  });

  it('hostile or invalid input is a 400 naming the field and changes nothing', async () => {
    const before = (await list(t.acmeOwner)).body.views;
    const cases: [unknown, string][] = [
      [{ ...inbound, name: '' }, 'name'],
      [{ ...inbound, name: 'x'.repeat(101) }, 'name'],
      [{ ...inbound, name: 'a\u0000b' }, 'name'],
      [{ ...inbound, name: 'bad \ud800' }, 'name'],
      [{ ...inbound, name: 'y', fields: ['timestamp', 'password'] }, 'fields'],
      [{ ...inbound, name: 'y', fields: [] }, 'fields'],
      [{ ...inbound, name: 'y', filters: { cnam: 'z'.repeat(10_000) } }, 'filters'],
      [{ ...inbound, name: 'y', filters: { cnam: { a: { b: 1 } } } }, 'filters'],
      [{ ...inbound, name: 'y', dateFilter: 12 }, 'dateFilter'],
      [{ ...inbound, name: 'y', pageSize: 0 }, 'pageSize'],
      [{ ...inbound, name: 'y', includeTest: 'yes' }, 'includeTest'],
    ];
    for (const [body, field] of cases) {
      const res = await create(t.acmeOwner, body);
      expect(res.status, field).toBe(400);
      expect(res.body.message, field).toMatch(new RegExp(`^${field}`));
    }
    expect((await update(t.acmeOwner, 'not-a-uuid', inbound)).status).toBe(404);
    expect((await list(t.acmeOwner)).body.views).toEqual(before);
  });

  it('deletes a view (audited); deleting it again is a 404', async () => {
    expect(await remove(t.acmeOwner, id)).toEqual({ status: 200, body: { success: true } });
    expect(await remove(t.acmeOwner, id)).toEqual({ status: 404, body: { success: false, message: VIEW_NOT_FOUND } });
    expect((await list(t.acmeAdmin)).body.views.map((v: { id: string }) => v.id)).not.toContain(id);
    expect(await auditRows(server, 'logView.deleted', acme)).toHaveLength(1);
  });

  it('a partner-level target has no views of its own: 400 naming the org', async () => {
    const res = await list(t.reseller);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^orgAccountId/);
  });

  it('the super admin writes and reads the org it targets (as the logs page\'s ?orgId= does), not its own org\'s', async () => {
    const own = await create(t.superAdmin, { ...inbound, name: 'HQ only' });
    expect(own.status).toBe(201);
    const made = await create(t.superAdmin, { ...inbound, name: 'For Acme' }, acme);
    expect(made.status).toBe(201);
    const acmeViews = (await list(t.acmeOwner)).body.views.map((v: { name: string }) => v.name);
    expect(acmeViews).toContain('For Acme');
    expect(acmeViews).not.toContain('HQ only');
    expect((await list(t.superAdmin, acme)).body.views.map((v: { name: string }) => v.name)).toEqual(acmeViews);
    expect((await list(t.superAdmin)).body.views.map((v: { name: string }) => v.name)).toEqual(['HQ only']);
    // the view is the targeted org's: its owner deletes it, the super admin's own target does not find it
    expect((await remove(t.superAdmin, made.body.view.id)).status).toBe(404);
    expect((await remove(t.acmeOwner, made.body.view.id)).status).toBe(200);
  });

  it(`at most ${MAX_SAVED_VIEWS} views per organization`, async () => {
    const have = (await list(t.globexOwner)).body.views.length;
    const rows = Array.from({ length: MAX_SAVED_VIEWS - have }, (_, i) => ({ organizationId: globex, createdBy: globex, name: `bulk ${i}`, fields: ['cnam'], filters: {}, dateFilter: 'last 7 days' }));
    await server.db.db.insert(savedViews).values(rows);
    expect(await create(t.globexOwner, { ...inbound, name: 'one too many' })).toEqual({ status: 400, body: { success: false, message: TOO_MANY_VIEWS } });
  });
});
