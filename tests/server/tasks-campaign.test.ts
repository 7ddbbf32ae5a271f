// Issue 20 point 3, a campaign on the Demo carrier, driven by the job queue (`drain`) with time shifted
// by calling the runner's tick for a later instant: every outcome of the demo rule, no-answer and busy
// retried after their delays up to max, completion when nothing is left, spend from the answered
// calls; pause stops new dials and resume picks up; cancel; the organization's lines kept for
// inbound calls hold a campaign back.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, taskRecipients } from '../../server/db/schema';
import { DEFAULT_HTTP_LIMITS } from '../../server/kit/connectionLimits';
import { DemoCarrier } from '../../server/providers/carrier/demo';
import { demoCallJob, tickSender } from '../../server/tasks/jobs';
import { tick, type RunnerDeps } from '../../server/tasks/runner';
import { call, fileEnv, serverWith } from './helpers';
import { newTask, ownNumber, uploadCsv } from './tasksFixture';
fileEnv({ TASKS_DEMO_RING_SECONDS: '0' }); // this file's only (one process per worker)

// the drains between two reads can last about the 5 s keep-alive: a reused socket closing under a
// request (ECONNRESET) is the client's race, not the server's answer
const { server, t } = await serverWith(['acmeOwner'], { http: { ...DEFAULT_HTTP_LIMITS, keepAliveTimeoutMs: 60_000 } });
const { agents } = server.seeded;
const jobs = server.app.jobs;
const fromNumber = await ownNumber(server, t.acmeOwner, agents.acme[0]);
const HOUR = 3_600_000;

/** The runner as the jobs build it, for a tick at a shifted time. */
const deps: RunnerDeps = {
  db: server.db.db,
  carrier: new DemoCarrier(),
  sendTick: tickSender(jobs),
  placed: (r) => jobs.send(demoCallJob, { callId: r.callId!, phone: r.phone, phase: 'ring' }).then(() => {}),
};

async function startedTask(phones: string[], over: Record<string, unknown> = {}) {
  const upload = await uploadCsv(server, t.acmeOwner, `phone\n${phones.join('\n')}\n`);
  const created = await call(server, 'POST', '/api/v2/tasks', { token: t.acmeOwner, body: newTask({ agentId: agents.acme[0], fromNumber, uploadId: upload.id, ...over }) });
  const started = await call(server, 'POST', `/api/v2/tasks/${created.body.task.id}`, { token: t.acmeOwner, body: { action: 'start' } });
  expect(started.body.task.state).toBe('running');
  return created.body.task.id as string;
}
const read = async (id: string) => (await call(server, 'GET', `/api/v2/tasks/${id}`, { token: t.acmeOwner })).body.task;
const statuses = async (id: string) =>
  Object.fromEntries((await server.db.db.select().from(taskRecipients).where(eq(taskRecipients.taskId, id))).map((r) => [r.phone, [r.status, r.attempts]]));

describe('a campaign on the Demo carrier', () => {
  it('runs to completion: each outcome, retries after their delays, spend', async () => {
    const id = await startedTask(['+14155550101', '+14155550102', '+14155550106', '+14155550107', '+14155550108', '+14155550109', '+14155550190'], {
      retries: { noAnswer: { max: 1, delayMinutes: 60 }, busy: { max: 1, delayMinutes: 30 } },
    });
    await jobs.drain();
    expect(await statuses(id)).toEqual({
      '+14155550101': ['completed', 1],
      '+14155550102': ['completed', 1],
      '+14155550106': ['queued', 1],
      '+14155550107': ['queued', 1],
      '+14155550108': ['voicemail', 1],
      '+14155550109': ['failed', 1],
      '+14155550190': ['opted-out', 1],
    });
    const midway = await read(id);
    expect(midway).toMatchObject({ state: 'running', counts: { total: 7, queued: 2, completed: 2, voicemail: 1, failed: 1, optedOut: 1 } });
    // 40 s and 50 s answered, 20 s to opt out: a minute each at 2 cents
    expect(midway.spendCents).toBe(6);
    // half an hour on: only busy is due again
    await tick(deps, id, null, new Date(Date.now() + HOUR / 2 + 1000));
    await jobs.drain();
    expect((await statuses(id))['+14155550107']).toEqual(['busy', 2]);
    expect((await statuses(id))['+14155550106']).toEqual(['queued', 1]);
    await tick(deps, id, null, new Date(Date.now() + HOUR + 1000));
    await jobs.drain();
    expect((await statuses(id))['+14155550106']).toEqual(['no-answer', 2]);
    await tick(deps, id, null, new Date(Date.now() + HOUR + 2000));
    const done = await read(id);
    expect(done).toMatchObject({ state: 'completed', estimatedSecondsLeft: 0, counts: { queued: 0, noAnswer: 1, busy: 1, completed: 2 } });
    // the opted-out number is flagged by the next preflight
    const again = await uploadCsv(server, t.acmeOwner, 'phone\n+14155550190\n');
    expect(again.problemCounts).toEqual({ suppressed: 1 });
    const live = await server.db.db.select().from(events).where(eq(events.type, 'task.updated'));
    expect(live.filter((e) => e.payload.taskId === id).at(-1)!.payload).toMatchObject({ state: 'completed', counts: { total: 7 } });
  });

  it('pause stops new dials; resume picks up; cancel stops for good', async () => {
    const id = await startedTask(['+14155550111', '+14155550112', '+14155550113'], { concurrency: 1 });
    expect((await call(server, 'POST', `/api/v2/tasks/${id}`, { token: t.acmeOwner, body: { action: 'pause' } })).body.task.state).toBe('paused');
    await jobs.drain();
    expect((await read(id)).counts).toMatchObject({ queued: 3, completed: 0 });
    expect((await call(server, 'POST', `/api/v2/tasks/${id}`, { token: t.acmeOwner, body: { action: 'resume' } })).body.task.state).toBe('running');
    await jobs.drain();
    expect(await read(id)).toMatchObject({ state: 'completed', counts: { completed: 3 } });

    const other = await startedTask(['+14155550121', '+14155550122']);
    expect((await call(server, 'POST', `/api/v2/tasks/${other}`, { token: t.acmeOwner, body: { action: 'cancel' } })).body.task.state).toBe('cancelled');
    await jobs.drain();
    expect(await read(other)).toMatchObject({ state: 'cancelled', counts: { queued: 2, dialing: 0 } });
    expect((await call(server, 'POST', `/api/v2/tasks/${other}`, { token: t.acmeOwner, body: { action: 'resume' } })).status).toBe(409);
  });

  it('lines kept for inbound calls hold the campaign back, and concurrency edits apply at the next tick', async () => {
    expect((await call(server, 'POST', '/api/v2/tasks/limits', { token: t.acmeOwner, body: { maxConcurrentCalls: 3, reservedInboundLines: 2 } })).status).toBe(200);
    const upload = await uploadCsv(server, t.acmeOwner, 'phone\n+14155550131\n+14155550132\n+14155550133\n');
    const id = (await call(server, 'POST', '/api/v2/tasks', { token: t.acmeOwner, body: newTask({ agentId: agents.acme[0], fromNumber, uploadId: upload.id, concurrency: 5 }) })).body.task.id;
    await call(server, 'POST', `/api/v2/tasks/${id}`, { token: t.acmeOwner, body: { action: 'start' } });
    const quiet = { ...deps, placed: async () => {} };
    await tick(quiet, id, null, new Date());
    expect((await read(id)).counts).toMatchObject({ dialing: 1, queued: 2 });
    await call(server, 'POST', '/api/v2/tasks/limits', { token: t.acmeOwner, body: { maxConcurrentCalls: 10, reservedInboundLines: 0 } });
    await call(server, 'POST', `/api/v2/tasks/${id}`, { token: t.acmeOwner, body: { concurrency: 2 } });
    await tick(quiet, id, null, new Date());
    expect((await read(id)).counts).toMatchObject({ dialing: 2, queued: 1 });
  });
});
