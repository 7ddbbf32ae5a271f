// The delivery log (issue 20 point 8): every delivery of an endpoint, or of a call, with every
// attempt (request headers and body, response status, body excerpt, latency); replay one delivery or
// every failed one since a date; send a test. Replays and tests are new deliveries, sent as jobs.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { targetOrganization } from '../../accounts/targets';
import { ownerOrAbove } from '../../auth/permissionChecks';
import { webhookDeliveries } from '../../db/schema';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { MAX_REPLAY, replayFailedSince, replayOne, sendTest } from '../../webhooks/actions';
import { enqueueWith } from '../../webhooks/jobs';
import { DELIVERY_NOT_FOUND, WEBHOOK_NOT_FOUND } from '../../webhooks/messages';
import { deliveryLog, deliveryObject, findDelivery, findWebhook } from '../../webhooks/views';
import { idParams } from './webhooks';

const deliveryDoc = reply('A delivery: id, eventType, kind (event | replay | test), replayOf, state (pending | succeeded | exhausted | skipped), attempts, body, attemptLog');
const logReply = reply('A page of deliveries, newest first', { success, deliveries: z.array(deliveryDoc), total: z.number().int() });
const page = {
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
};
const callQuery = z.object({ callId: z.string().min(1, 'Required').max(100).describe('The call (uuid) whose deliveries to list'), ...page });
const sinceBody = z.object({
  since: z.iso.datetime({ offset: true, message: 'Expected a date and time (ISO 8601)' }).describe('Replay the failed deliveries created since then'),
});
const deliveryParams = z.object({ id: z.string().max(100).describe('Delivery id (uuid)') });

export default defineArea({
  tag: 'Webhooks',
  routes: ({ db, jobs }) => {
    const enqueue = enqueueWith(jobs);
    const organization = ({ request }: { request: Parameters<typeof targetOrganization>[1] }) => targetOrganization(db, request);
    const guard = { auth: 'account' as const, allow: ownerOrAbove, subject: organization, permission: 'canManageOutgoing' as const };
    return [
      defineRoute({
        method: 'GET',
        url: '/api/v2/webhooks/:id/deliveries',
        ...guard,
        summary: 'The delivery log of one webhook, newest first, each delivery with every attempt',
        params: idParams,
        query: z.object(page),
        response: logReply,
        errors: { 404: WEBHOOK_NOT_FOUND },
        handler: async ({ params, query, subject: org }) => {
          const webhook = await findWebhook(db, org.id, params.id);
          return { success: true, ...(await deliveryLog(db, eq(webhookDeliveries.webhookId, webhook.id), query.limit, query.offset)) };
        },
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v2/webhookDeliveries',
        ...guard,
        summary: 'The deliveries about one call, to every webhook of the organization',
        query: callQuery,
        response: logReply,
        handler: async ({ query, subject: org }) => ({
          success: true,
          ...(await deliveryLog(db, and(eq(webhookDeliveries.accountId, org.id), eq(webhookDeliveries.callId, query.callId)), query.limit, query.offset)),
        }),
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v2/webhookDeliveries/:id/replay',
        ...guard,
        summary: 'Send one delivery again: a new delivery marked as a replay (Switchboard-Replay-Of), signed when sent',
        params: deliveryParams,
        status: 201,
        response: { 201: reply('The replay', { success, delivery: deliveryDoc }) },
        errors: { 404: DELIVERY_NOT_FOUND },
        idempotent: true,
        handler: async ({ params, subject: org, audit, reply: res, db: tx }) => {
          const original = await findDelivery(tx, org.id, params.id);
          const replay = await replayOne(tx, original, enqueue);
          await audit({ action: 'webhook.replayed', target: org, after: { webhookId: original.webhookId, deliveries: [original.id] } }, tx);
          res.code(201);
          return { success: true, delivery: deliveryObject(replay) };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v2/webhooks/:id/replay',
        ...guard,
        summary: `Replay every failed delivery (exhausted, or skipped while switched off) created since a date; ${MAX_REPLAY} at most`,
        params: idParams,
        body: sinceBody,
        status: 201,
        response: { 201: reply('The replays', { success, replayed: z.number().int(), deliveries: z.array(deliveryDoc) }) },
        errors: { 404: WEBHOOK_NOT_FOUND },
        idempotent: true,
        handler: async ({ params, body, subject: org, audit, reply: res, db: tx }) => {
          const webhook = await findWebhook(tx, org.id, params.id);
          const made = await replayFailedSince(tx, webhook, new Date(body.since), enqueue);
          await audit({ action: 'webhook.replayed', target: org, after: { webhookId: webhook.id, since: body.since, deliveries: made.map((d) => d.replayOf) } }, tx);
          res.code(201);
          return { success: true, replayed: made.length, deliveries: made.map(deliveryObject) };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v2/webhooks/:id/test',
        ...guard,
        summary: 'Send a test delivery: the organization\'s latest event of the webhook\'s type, else a sample',
        params: idParams,
        status: 201,
        response: { 201: reply('The test delivery', { success, delivery: deliveryDoc }) },
        errors: { 404: WEBHOOK_NOT_FOUND },
        idempotent: true,
        handler: async ({ params, subject: org, reply: res, db: tx }) => {
          const delivery = await sendTest(tx, await findWebhook(tx, org.id, params.id), enqueue);
          res.code(201);
          return { success: true, delivery: deliveryObject(delivery) };
        },
      }),
    ];
  },
});
