// Beyond the spec (issue 18 points 4 and 7): the organization's numbers for the console's Numbers
// page, one number, reassigning its agent, releasing it, and number health. Reassign and release
// should opt in to the Idempotency-Key kit option once it lands.
import { z } from 'zod';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { NUMBER_NOT_FOUND, NUMBER_RELEASED, NUMBER_TAKEN } from '../../numbers/messages';
import { numberOf, reassign, releaseNumber } from '../../numbers/ownership';
import { agentOfOrganization, scopeOf } from '../../numbers/scope';
import { numberObjects, numbersHealth, numbersPage } from '../../numbers/views';
import { selectCarrier } from '../../providers/carrier';
import { numberDoc } from './assign';

const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/, 'Expected a number id').describe('Number id') });
const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  released: z.enum(['true', 'false']).default('false').describe('Include released numbers'),
});
const agentBody = z.object({
  agentAccountId: z.number().int().positive().nullable().describe('The agent account that answers the number; null: unassigned'),
});
const oneNumber = reply('The number', { success, phoneNumber: numberDoc });
const healthDoc = reply('A live number\'s health', {
  id: z.number().int(),
  number: z.string(),
  agentAccountId: z.number().int().nullable(),
  agentName: z.string().nullable(),
  lastInboundAt: z.string().nullable(),
  inbound7d: z.number().int(),
  answered7d: z.number().int(),
  answerRate7d: z.number().nullable(),
  forwardingProvenAt: z.string().nullable(),
  voice: z.boolean(),
  sms: z.boolean(),
});

export default defineArea({
  tag: 'Phone numbers',
  routes: ({ db }) => {
    const carrier = selectCarrier();
    return [
      defineRoute({
        method: 'GET',
        url: '/api/v2/phoneNumbers',
        auth: 'account',
        summary: 'The organization\'s numbers, newest first, with agent, carrier label and status',
        query: listQuery,
        response: reply('A page of numbers', { success, numbers: z.array(numberDoc), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
        handler: async ({ query, target }) => {
          const page = await numbersPage(db, scopeOf(target), query.page, query.pageSize, query.released === 'true');
          return { success: true, ...page, page: query.page, pageSize: query.pageSize };
        },
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v2/phoneNumbers/health',
        auth: 'account',
        summary: 'Per live number: agent, last inbound call, answer rate over 7 days, forwarding last proven, voice and SMS capabilities',
        response: reply('Number health', { success, numbers: z.array(healthDoc) }),
        handler: async ({ target }) => ({ success: true, numbers: await numbersHealth(db, scopeOf(target)) }),
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v2/phoneNumbers/:id',
        auth: 'account',
        summary: 'One number of the organization',
        params: idParams,
        response: oneNumber,
        errors: { 404: NUMBER_NOT_FOUND },
        handler: async ({ params, target }) => {
          const [phoneNumber] = await numberObjects(db, [await numberOf(db, scopeOf(target), Number(params.id))]);
          return { success: true, phoneNumber };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v2/phoneNumbers/:id/agent',
        auth: 'account',
        summary: 'Give the number to another agent of the organization (its previous number stays unassigned), or unassign it (null)',
        params: idParams,
        body: agentBody,
        response: oneNumber,
        errors: { 404: NUMBER_NOT_FOUND, 409: `${NUMBER_RELEASED}; or ${NUMBER_TAKEN}` },
        handler: async ({ params, body, target, caller }) => {
          const scope = scopeOf(target);
          const row = await numberOf(db, scope, Number(params.id));
          const agent = body.agentAccountId === null ? null : await agentOfOrganization(db, caller, scope, body.agentAccountId);
          const [phoneNumber] = await numberObjects(db, [await reassign(db, row, agent?.id ?? null)]);
          return { success: true, phoneNumber };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v2/phoneNumbers/:id/release',
        auth: 'account',
        summary: 'Give the number back to the carrier; its agent no longer answers it',
        params: idParams,
        response: oneNumber,
        errors: { 404: NUMBER_NOT_FOUND, 409: NUMBER_RELEASED, 502: 'The carrier could not complete the request' },
        handler: async ({ params, target }) => {
          const row = await numberOf(db, scopeOf(target), Number(params.id));
          const [phoneNumber] = await numberObjects(db, [await releaseNumber(db, carrier, row)]);
          return { success: true, phoneNumber };
        },
      }),
    ];
  },
});
