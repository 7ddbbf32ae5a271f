// Spec doc 2 "Tasks": GET /api/v2/tasks/stats and GET / POST /api/v2/tasks/limits.
import { and, eq, gte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { taskRecipients, tasks } from '../../db/schema';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { scopeOf } from '../../numbers/scope';
import { limitsObject, limitsOf, setLimits } from '../../tasks/limits';
import { limitsBody, limitsDoc, TASK_STATES } from '../../tasks/schemas';
import { visibleTasks } from '../../tasks/views';

const startOfUtcDay = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

export default defineArea({
  tag: 'Tasks',
  routes: ({ db }) => [
    defineRoute({
      method: 'GET',
      url: '/api/v2/tasks/stats',
      auth: 'account',
      summary: 'Tasks by state, campaign calls placed today (UTC) and today\'s spend, over the target\'s tasks',
      response: reply('Task statistics', {
        success,
        stats: z.object({ byState: z.record(z.string(), z.number().int()), callsToday: z.number().int(), spendTodayCents: z.number().int() }),
      }),
      handler: async ({ caller, target }) => {
        const where = visibleTasks(caller, target);
        const [states, [today]] = await Promise.all([
          db.select({ state: tasks.state, n: sql<number>`count(*)::int` }).from(tasks).where(where).groupBy(tasks.state),
          db
            .select({ calls: sql<number>`count(*)::int` })
            .from(taskRecipients)
            .innerJoin(tasks, eq(tasks.id, taskRecipients.taskId))
            .where(and(where, gte(taskRecipients.dialedAt, startOfUtcDay()))),
        ]);
        const byState = Object.fromEntries(TASK_STATES.map((s) => [s, 0]));
        for (const s of states) byState[s.state] = s.n;
        // spend is kept per task, not per day: today's is what the calls dialed today cost so far
        const [spend] = await db
          .select({ cents: sql<number>`coalesce(sum(${tasks.spendCents}), 0)::int` })
          .from(tasks)
          .where(and(where, gte(tasks.updatedAt, startOfUtcDay())));
        return { success: true, stats: { byState, callsToday: today?.calls ?? 0, spendTodayCents: spend?.cents ?? 0 } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/api/v2/tasks/limits',
      auth: 'account',
      summary: 'The organization\'s campaign lines and the upload limits',
      response: limitsDoc,
      handler: async ({ target }) => ({ success: true, limits: limitsObject(await limitsOf(db, scopeOf(target).accountId)) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/v2/tasks/limits',
      auth: 'account',
      summary: 'Set the campaign lines: calls at once across the organization\'s tasks, and lines kept for inbound calls',
      body: limitsBody,
      response: limitsDoc,
      idempotent: { exempt: 'Sets both values: a repeat sets the same values' },
      handler: async ({ body, target }) => ({ success: true, limits: limitsObject(await setLimits(db, scopeOf(target).accountId, body)) }),
    }),
  ],
});
