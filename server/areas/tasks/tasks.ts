// Spec doc 2 "Tasks": list, create, read, update (fields or an action), delete, and a task's
// recipients (the live funnel's rows). Scoped to the target's subtree; a foreign id is not found.
import { and, asc, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { taskRecipients, tasks } from '../../db/schema';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { wakeWith } from '../../tasks/jobs';
import { createTask, deleteTask, updateTask } from '../../tasks/lifecycle';
import { TASK_NOT_FOUND } from '../../tasks/messages';
import { createBody, idParams, listQuery, oneTask, recipientDoc, recipientsQuery, taskDoc, updateBody } from '../../tasks/schemas';
import { recipientObject, taskObjects, taskOf, visibleTasks } from '../../tasks/views';

const SORT = { createdAt: tasks.createdAt, updatedAt: tasks.updatedAt, name: tasks.name, state: tasks.state } as const;
const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export default defineArea({
  tag: 'Tasks',
  routes: ({ db, jobs }) => {
    const wake = wakeWith(jobs);
    return [
      defineRoute({
        method: 'GET',
        url: '/api/v2/tasks',
        auth: 'account',
        summary: 'A page of the tasks the target sees, newest first by default (deleted ones left out)',
        query: listQuery,
        response: reply('A page of tasks', { success, tasks: z.array(taskDoc), total: z.number().int() }),
        handler: async ({ query, caller, target }) => {
          const filters: (SQL | undefined)[] = [visibleTasks(caller, target)];
          if (query.state) filters.push(eq(tasks.state, query.state));
          if (query.q?.trim()) filters.push(ilike(tasks.name, likeEscaped(query.q.trim())));
          const where = and(...filters);
          const dir = query.order === 'asc' ? asc : desc;
          const [rows, total] = await Promise.all([
            db.select().from(tasks).where(where).orderBy(dir(SORT[query.sort]), dir(tasks.id)).limit(query.limit).offset(query.offset),
            db.$count(tasks, where),
          ]);
          return { success: true, tasks: await taskObjects(db, rows), total };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v2/tasks',
        auth: 'account',
        summary: 'Create a task (a draft) for the target organization, with the recipients of a checked upload',
        body: createBody,
        response: oneTask,
        status: 201,
        idempotent: true,
        handler: async ({ body, caller, target, db: work }) => {
          const row = await createTask(work, target, caller, body);
          const [task] = await taskObjects(work, [row]);
          return { success: true, task };
        },
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v2/tasks/:id',
        auth: 'account',
        summary: 'One task with its counts, spend and time left',
        params: idParams,
        response: oneTask,
        errors: { 404: TASK_NOT_FOUND },
        handler: async ({ params, caller, target }) => {
          const [task] = await taskObjects(db, [await taskOf(db, caller, target, params.id)]);
          return { success: true, task };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v2/tasks/:id',
        auth: 'account',
        summary: 'Change name, window, concurrency or retries (also while running: the next tick reads them), or { action: start | pause | resume | cancel }',
        params: idParams,
        body: updateBody,
        response: oneTask,
        idempotent: true,
        errors: { 404: TASK_NOT_FOUND, 409: 'The action does not apply in the task\'s state, or the task is over' },
        handler: async ({ params, body, caller, target, db: work }) => {
          const row = await updateTask(work, await taskOf(work, caller, target, params.id), body, wake);
          const [task] = await taskObjects(work, [row]);
          return { success: true, task };
        },
      }),
      defineRoute({
        method: 'DELETE',
        url: '/api/v2/tasks/:id',
        auth: 'account',
        summary: 'Delete a task: deleted at once (no new calls; calls in progress finish)',
        params: idParams,
        response: oneTask,
        errors: { 404: TASK_NOT_FOUND },
        handler: async ({ params, caller, target }) => {
          const row = await deleteTask(db, await taskOf(db, caller, target, params.id));
          const [task] = await taskObjects(db, [row]);
          return { success: true, task };
        },
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v2/tasks/:id/recipients',
        auth: 'account',
        summary: 'A page of a task\'s recipients in file order, optionally of one status',
        params: idParams,
        query: recipientsQuery,
        response: reply('A page of recipients', { success, recipients: z.array(recipientDoc), total: z.number().int() }),
        errors: { 404: TASK_NOT_FOUND },
        handler: async ({ params, query, caller, target }) => {
          const task = await taskOf(db, caller, target, params.id);
          const where = and(eq(taskRecipients.taskId, task.id), query.status ? eq(taskRecipients.status, query.status) : undefined);
          const [rows, total] = await Promise.all([
            db.select().from(taskRecipients).where(where).orderBy(asc(taskRecipients.row)).limit(query.limit).offset(query.offset),
            db.$count(taskRecipients, where),
          ]);
          return { success: true, recipients: rows.map(recipientObject), total };
        },
      }),
    ];
  },
});
