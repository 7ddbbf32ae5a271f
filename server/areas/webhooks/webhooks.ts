// Webhooks (issue 20 point 6; spec doc 2 "Webhooks"): the organization's endpoints. GET, POST and
// DELETE /api/v2/webhooks as the spec has them (create with url, label, type; delete by url), plus
// one endpoint, rotating its secret and switching it back on. Owners of the organization and the
// accounts above it manage them: an endpoint ships the organization's data out, as reports do.
import { z } from 'zod';
import { targetOrganization } from '../../accounts/targets';
import { ownerOrAbove } from '../../auth/permissionChecks';
import { webhooks } from '../../db/schema';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { done, reply, success } from '../../kit/schemas';
import { checkHost, parseWebhookUrl, UrlRefused } from '../../webhooks/addresses';
import { enable, rotateSecret } from '../../webhooks/actions';
import { MAX_WEBHOOKS, NOT_DISABLED, TOO_MANY_WEBHOOKS, UNKNOWN_TYPE, URL_TAKEN, WEBHOOK_AUDIT_ACTIONS, WEBHOOK_NOT_FOUND } from '../../webhooks/messages';
import { newSecret } from '../../webhooks/sign';
import { WEBHOOK_TYPES } from '../../webhooks/types';
import { findWebhook, listWebhooks, webhookObject } from '../../webhooks/views';
import { and, count, eq } from 'drizzle-orm';

export const webhookDoc = reply('An endpoint: id, url, label, type, status (active | disabled), disabledReason, lastDelivery');
const withSecret = reply('The endpoint and its signing secret, shown this once', { success, webhook: webhookDoc, secret: z.string() });
const createBody = z.object({
  url: z.string().trim().min(1, 'Required').max(2000).describe('http or https URL the events are POSTed to'),
  label: z.string().trim().max(100).default(''),
  type: z.string().refine((t) => WEBHOOK_TYPES.includes(t), UNKNOWN_TYPE).describe(`One of ${WEBHOOK_TYPES.join(', ')}`),
});
const deleteBody = z.object({ url: z.string().min(1, 'Required').max(2000) });
export const idParams = z.object({ id: z.string().max(100).describe('Webhook id (uuid)') });

const auditShape = (row: typeof webhooks.$inferSelect) => ({ webhookId: row.id, url: row.url, label: row.label, type: row.type });

export default defineArea({
  tag: 'Webhooks',
  auditActions: WEBHOOK_AUDIT_ACTIONS,
  routes: ({ db, demo }) => {
    const organization = ({ request }: { request: Parameters<typeof targetOrganization>[1] }) => targetOrganization(db, request);
    const guard = { auth: 'account' as const, allow: ownerOrAbove, subject: organization, permission: 'canManageOutgoing' as const };
    return [
      defineRoute({
        method: 'GET',
        url: '/api/v2/webhooks',
        ...guard,
        summary: 'The organization\'s webhooks with their status and last delivery',
        response: reply('Webhooks', { success, webhooks: z.array(webhookDoc) }),
        handler: async ({ subject: org }) => ({ success: true, webhooks: await listWebhooks(db, org.id) }),
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v2/webhooks',
        ...guard,
        summary: 'Create a webhook; the answer holds its signing secret, shown this once',
        body: createBody,
        status: 201,
        response: { 201: withSecret },
        errors: { 409: URL_TAKEN },
        idempotent: true,
        handler: async ({ body, subject: org, caller, reply: res, audit, db: tx }) => {
          let url: URL;
          try {
            url = parseWebhookUrl(body.url);
            await checkHost(url.hostname, demo);
          } catch (error) {
            if (error instanceof UrlRefused) fail(400, error.message);
            throw error;
          }
          const [n] = await tx.select({ n: count() }).from(webhooks).where(eq(webhooks.accountId, org.id));
          if ((n?.n ?? 0) >= MAX_WEBHOOKS) fail(409, TOO_MANY_WEBHOOKS);
          const secret = newSecret();
          const [row] = await tx
            .insert(webhooks)
            .values({ accountId: org.id, url: url.href, label: body.label, type: body.type, secret, allowPrivate: demo, createdBy: caller.id })
            .onConflictDoNothing()
            .returning();
          if (!row) fail(409, URL_TAKEN);
          await audit({ action: 'webhook.created', target: org, after: auditShape(row) }, tx);
          res.code(201);
          return { success: true, webhook: webhookObject(row), secret };
        },
      }),
      defineRoute({
        method: 'DELETE',
        url: '/api/v2/webhooks',
        ...guard,
        summary: 'Delete the webhook with this url (and its delivery log)',
        body: deleteBody,
        response: done,
        errors: { 404: WEBHOOK_NOT_FOUND },
        handler: async ({ body, subject: org, audit }) => {
          const exact = (u: string) => and(eq(webhooks.accountId, org.id), eq(webhooks.url, u));
          let [row] = await db.delete(webhooks).where(exact(body.url)).returning();
          // the URL as stored is normalised (a trailing slash added): the caller's spelling finds it too
          if (!row) {
            try {
              [row] = await db.delete(webhooks).where(exact(new URL(body.url).href)).returning();
            } catch {
              // not a URL: nothing of that name
            }
          }
          if (!row) fail(404, WEBHOOK_NOT_FOUND);
          await audit({ action: 'webhook.deleted', target: org, before: auditShape(row) });
          return { success: true };
        },
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v2/webhooks/:id',
        ...guard,
        summary: 'One webhook',
        params: idParams,
        response: reply('The webhook', { success, webhook: webhookDoc }),
        errors: { 404: WEBHOOK_NOT_FOUND },
        handler: async ({ params, subject: org }) => {
          const [one] = (await listWebhooks(db, org.id)).filter((w) => w.id === params.id);
          if (!one) fail(404, WEBHOOK_NOT_FOUND);
          return { success: true, webhook: one };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v2/webhooks/:id/rotate',
        ...guard,
        summary: 'A new signing secret, shown this once; the old one still signs (a second v1) for 24 hours',
        params: idParams,
        response: withSecret,
        errors: { 404: WEBHOOK_NOT_FOUND },
        idempotent: true,
        handler: async ({ params, subject: org, audit, db: tx }) => {
          const { webhook, secret } = await rotateSecret(tx, await findWebhook(tx, org.id, params.id), Date.now());
          await audit({ action: 'webhook.secretRotated', target: org, after: { ...auditShape(webhook), previousSecretUntil: webhook.previousSecretUntil?.toISOString() } }, tx);
          return { success: true, webhook: webhookObject(webhook), secret };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v2/webhooks/:id/enable',
        ...guard,
        summary: 'Switch a webhook switched off after sustained failure back on',
        params: idParams,
        response: reply('The webhook', { success, webhook: webhookDoc }),
        errors: { 404: WEBHOOK_NOT_FOUND, 409: NOT_DISABLED },
        idempotent: { exempt: 'setting a state: a repeat finds it on (409) and changes nothing' },
        handler: async ({ params, subject: org, audit }) => {
          const row = await findWebhook(db, org.id, params.id);
          if (row.status !== 'disabled') fail(409, NOT_DISABLED);
          const webhook = await enable(db, row);
          await audit({ action: 'webhook.enabled', target: org, before: { ...auditShape(row), disabledReason: row.disabledReason } });
          return { success: true, webhook: webhookObject(webhook) };
        },
      }),
    ];
  },
});
