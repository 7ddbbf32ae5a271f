// The job queue seen by the platform's operator (issue 20): jobs waiting, running and failed for good,
// per job of the catalog. Read-only; super admin with a live admin token, like the other internal calls.
import { z } from 'zod';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';

export default defineArea({
  tag: 'Super admin',
  routes: ({ jobs }) => [
    defineRoute({
      method: 'GET',
      url: '/internal/jobs',
      auth: 'adminToken',
      summary: 'The job queue: per job name, how many jobs wait (queued), run (active) and failed for good',
      response: reply('The queues', {
        success,
        queues: z.array(reply('name, queued, active, failed')),
      }),
      handler: async () => ({ success: true, queues: await jobs.depth() }),
    }),
  ],
});
