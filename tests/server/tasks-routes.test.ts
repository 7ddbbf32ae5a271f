// Issue 20 point 1, the task routes of spec doc 2 "Tasks": create, list, read, update, delete and a
// task's recipients, scoped to the target's subtree (another organization's task is not found, naming
// the other organization is the kit's 403), and refused to an account whose settings turn tasks off.
import { describe, expect, it } from 'vitest';
import { call, FORBIDDEN, NOT_SIGNED_IN, serverWith } from './helpers';
import { newTask, ownNumber, uploadCsv } from './tasksFixture';

const { server, t } = await serverWith(['acmeOwner', 'acmeAdmin', 'globexOwner', 'reseller']);
const { orgs, agents } = server.seeded;
const fromNumber = await ownNumber(server, t.acmeOwner, agents.acme[0]);
const upload = await uploadCsv(server, t.acmeOwner, 'phone,name\n+14155550101,Maria\n+14155550102,James\n');
const created = await call(server, 'POST', '/api/v2/tasks', { token: t.acmeOwner, body: newTask({ agentId: agents.acme[0], fromNumber, uploadId: upload.id }) });
const task = created.body.task;

describe('tasks: the spec routes', () => {
  it('creates a draft with the upload\'s rows as recipients', () => {
    expect(created.status).toBe(201);
    expect(task).toMatchObject({ state: 'draft', deleted: false, agentId: agents.acme[0], fromNumber, concurrency: 2 });
    expect(task.counts).toMatchObject({ total: 2, queued: 2, completed: 0 });
    expect(task.estimatedSecondsLeft).toBeGreaterThan(0);
  });

  it('lists with the spec\'s defaults (limit 10, newest first) and filters by state and name', async () => {
    const second = await call(server, 'POST', '/api/v2/tasks', { token: t.acmeOwner, body: newTask({ name: 'Renewals', agentId: agents.acme[0], fromNumber }) });
    const list = await call(server, 'GET', '/api/v2/tasks', { token: t.acmeOwner });
    expect(list.body).toMatchObject({ success: true, total: 2 });
    expect(list.body.tasks.map((x: { id: string }) => x.id)).toEqual([second.body.task.id, task.id]);
    const named = await call(server, 'GET', '/api/v2/tasks', { token: t.acmeOwner, query: { q: 'renew', state: 'draft' } });
    expect(named.body.tasks.map((x: { id: string }) => x.id)).toEqual([second.body.task.id]);
    const running = await call(server, 'GET', '/api/v2/tasks', { token: t.acmeOwner, query: { state: 'running' } });
    expect(running.body).toMatchObject({ tasks: [], total: 0 });
    // the reseller sees its subtree's tasks
    const above = await call(server, 'GET', '/api/v2/tasks', { token: t.reseller });
    expect(above.body.total).toBe(2);
  });

  it('reads one task and its recipients in file order', async () => {
    const one = await call(server, 'GET', `/api/v2/tasks/${task.id}`, { token: t.acmeOwner });
    expect(one.body.task).toEqual(task);
    const page = await call(server, 'GET', `/api/v2/tasks/${task.id}/recipients`, { token: t.acmeOwner });
    expect(page.body.total).toBe(2);
    expect(page.body.recipients.map((r: { row: number; phone: string }) => [r.row, r.phone])).toEqual([[2, '+14155550101'], [3, '+14155550102']]);
    expect(page.body.recipients[0]).toMatchObject({ status: 'queued', attempts: 0, variables: { name: 'Maria' } });
  });

  it('edits fields, refuses actions that do not apply, and names bad fields', async () => {
    const edited = await call(server, 'POST', `/api/v2/tasks/${task.id}`, { token: t.acmeOwner, body: { concurrency: 5, window: { days: [1, 2], start: '10:00', end: '12:00' } } });
    expect(edited.body.task).toMatchObject({ concurrency: 5, window: { days: [1, 2], start: '10:00', end: '12:00' } });
    expect((await call(server, 'POST', `/api/v2/tasks/${task.id}`, { token: t.acmeOwner, body: { action: 'resume' } })).body)
      .toEqual({ success: false, message: 'action: Cannot resume a task that is draft' });
    const bad = await call(server, 'POST', `/api/v2/tasks/${task.id}`, { token: t.acmeOwner, body: { window: { days: [1], start: '12:00', end: '09:00' } } });
    expect(bad).toEqual({ status: 400, body: { success: false, message: 'window.end: start must be before end' } });
    const zone = await call(server, 'POST', '/api/v2/tasks', { token: t.acmeOwner, body: newTask({ agentId: agents.acme[0], fromNumber, timezone: 'Mars/Olympus' }) });
    expect(zone.status).toBe(400);
    expect(zone.body.message).toMatch(/^timezone: Unknown time zone/);
    const theirs = await call(server, 'POST', '/api/v2/tasks', { token: t.acmeOwner, body: newTask({ agentId: agents.globex[0], fromNumber }) });
    expect(theirs.body.message).toBe('agentId: Not an agent of this organization');
  });

  it('deletes at once: deleted shows, the list leaves it out', async () => {
    const doomed = (await call(server, 'POST', '/api/v2/tasks', { token: t.acmeOwner, body: newTask({ agentId: agents.acme[0], fromNumber }) })).body.task;
    const gone = await call(server, 'DELETE', `/api/v2/tasks/${doomed.id}`, { token: t.acmeOwner });
    expect(gone.body.task).toMatchObject({ id: doomed.id, deleted: true });
    const list = await call(server, 'GET', '/api/v2/tasks', { token: t.acmeOwner });
    expect(list.body.tasks.map((x: { id: string }) => x.id)).not.toContain(doomed.id);
    expect((await call(server, 'GET', `/api/v2/tasks/${doomed.id}`, { token: t.acmeOwner })).body.task.deleted).toBe(true);
  });
});

/** Every task route, with a body that would succeed for Acme. */
const ROUTES = (): [string, string, unknown?][] => [
  ['GET', '/api/v2/tasks'],
  ['POST', '/api/v2/tasks', newTask({ agentId: agents.acme[0], fromNumber })],
  ['GET', `/api/v2/tasks/${task.id}`],
  ['POST', `/api/v2/tasks/${task.id}`, { name: 'Renamed' }],
  ['DELETE', `/api/v2/tasks/${task.id}`],
  ['GET', `/api/v2/tasks/${task.id}/recipients`],
  ['GET', '/api/v2/tasks/stats'],
  ['GET', '/api/v2/tasks/limits'],
  ['POST', '/api/v2/tasks/limits', { maxConcurrentCalls: 5, reservedInboundLines: 1 }],
  ['GET', `/api/v2/tasks/csv/${upload.id}/rows`],
  ['POST', `/api/v2/tasks/csv/${upload.id}/rows/2`, { values: { phone: '+14155550109', name: 'Maria' } }],
  ['DELETE', `/api/v2/tasks/csv/${upload.id}/rows/3`],
];

describe('tasks: one tenant cannot reach another', () => {
  it('covers every JSON route of the plugin (the CSV upload has its own test)', () => {
    const table = server.app.routeTable.filter((r) => r.plugin === 'tasks' && r.url !== '/api/v2/tasks/csv');
    const fill = (url: string) => url.replace(':id', task.id).replace(':uploadId', upload.id).replace(':row', '?');
    expect(table.map((r) => `${r.method} ${fill(r.url)}`).sort()).toEqual(ROUTES().map(([m, p]) => `${m} ${p.replace(/rows\/\d+$/, 'rows/?')}`).sort());
  });

  it.each(ROUTES())('%s %s naming another organization: 403; without a session: 401', async (method, path, body) => {
    expect(await call(server, method, path, { token: t.globexOwner, target: orgs.acme, body })).toEqual(FORBIDDEN);
    expect(await call(server, method, path, { body })).toEqual(NOT_SIGNED_IN);
  });

  it('another organization\'s task and upload are not found, and stay as they were', async () => {
    for (const [method, path, body] of ROUTES().filter(([, p]) => p.includes(task.id) || p.includes(upload.id))) {
      expect((await call(server, method, path, { token: t.globexOwner, body })).status, `${method} ${path}`).toBe(404);
    }
    const still = await call(server, 'GET', `/api/v2/tasks/${task.id}`, { token: t.acmeOwner });
    expect(still.body.task).toMatchObject({ deleted: false, name: task.name });
  });

  it.each(ROUTES())('%s %s with tasks turned off for the organization (canViewTasks false): 403', async (method, path, body) => {
    await setAllowTasks(false);
    try {
      expect((await call(server, method, path, { token: t.acmeAdmin, body })).status).toBe(403);
    } finally {
      await setAllowTasks(true);
    }
  });
});

/** The reseller's domain profile turns tasks off (allowTasks false: canViewTasks false below it). */
async function setAllowTasks(on: boolean) {
  const set = await call(server, 'POST', '/api/v2/domainProfile/setting', { token: t.reseller, body: { key: 'allowTasks', value: on ? null : false } });
  expect(set.status).toBe(200);
}
