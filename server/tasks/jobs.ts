// The campaign runner on the job queue: a tick per running task (a chain: each tick sends the next
// one for when it is due; `tasks.tick_at` makes a superseded tick a no-op, so duplicates are harmless)
// and, on the Demo carrier, the simulated call: it rings for TASKS_DEMO_RING_SECONDS, then the outcome
// of retryPolicy.ts's demoOutcome; an answered call is connected for as long again, then completed.
import { defineJob, type JobContext } from '../jobs/define';
import type { JobQueue } from '../jobs/queue';
import type { Db } from '../db/store';
import { envNumber } from '../kit/envNumber';
import type { Wake } from './lifecycle';
import { demoOutcome } from './retryPolicy';
import { applyOutcome, scheduleTick, tick, type RunnerDeps } from './runner';

interface TickData {
  taskId: string;
  /** the time it was sent for (ISO) */
  at: string;
}
interface DemoCallData {
  callId: string;
  phone: string;
  phase: 'ring' | 'end';
}

const ringMs = () => envNumber(process.env, 'TASKS_DEMO_RING_SECONDS', 3, { max: 600 }) * 1000;
const later = (now: number, ms: number) => new Date(now + ms);

function runnerDeps(ctx: JobContext): RunnerDeps {
  return {
    db: ctx.db,
    carrier: ctx.carrier,
    sendTick: (tx, taskId, at) => ctx.jobs.send(taskTickJob, { taskId, at: at.toISOString() }, { tx, startAfter: at }).then(() => {}),
    placed: async (r) => {
      if (ctx.carrier.info.kind === 'demo') await ctx.jobs.send(demoCallJob, { callId: r.callId!, phone: r.phone, phase: 'ring' }, { startAfter: later(ctx.now(), ringMs()) });
    },
  };
}

export const taskTickJob = defineJob<TickData>({
  name: 'tasks.tick',
  retryLimit: 5,
  retryDelaySeconds: 5,
  retryBackoff: true,
  expireInSeconds: 120,
  async run(ctx, data) {
    await tick(runnerDeps(ctx), data.taskId, new Date(data.at), new Date(ctx.now()));
  },
});

export const demoCallJob = defineJob<DemoCallData>({
  name: 'tasks.demo-call',
  retryLimit: 3,
  async run(ctx, data) {
    const deps = runnerDeps(ctx);
    const now = ctx.now();
    const { outcome, seconds } = demoOutcome(data.phone);
    if (data.phase === 'ring' && outcome === 'answered') {
      await applyOutcome(deps, data.callId, 'connected', 0, new Date(now));
      await ctx.jobs.send(demoCallJob, { ...data, phase: 'end' }, { startAfter: later(now, ringMs()) });
      return;
    }
    await applyOutcome(deps, data.callId, outcome, seconds, new Date(now));
  },
});

/** The routes' wake: a tick now (or at `at`), sent in the change's transaction. */
export function wakeWith(jobs: JobQueue): Wake {
  const sendTick = tickSender(jobs);
  return (tx, taskId, at) => scheduleTick({ sendTick }, tx, taskId, at ?? new Date());
}

/** Sends a task's tick for `at`, in the change's transaction `tx`. */
export const tickSender =
  (jobs: Pick<JobQueue, 'send'>) =>
  (tx: Db, taskId: string, at: Date): Promise<void> =>
    jobs.send(taskTickJob, { taskId, at: at.toISOString() }, { tx, startAfter: at }).then(() => {});
