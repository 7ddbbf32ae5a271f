// The workflow-automation integration, JobNimbus (issue 23 point 4; spec doc 2: POST
// /api/jobnimbus/settings and /api/jobnimbus/team with a bearer token and targetDate as
// day-month-year; the error catalogue: job tracker calls answer valid false with the status). The
// JobNimbus key comes as the bearer token (`Authorization: Bearer <key>`; the session stays in the
// query's `token`), or as `bearerToken` in the body; it is sent on as JobNimbus's `Authorization:
// bearer`. Settings saves it sealed once JobNimbus accepts it, so later calls may leave it out. A refusal or failure of the
// job tracker answers 200 `{valid: false, status}` (its HTTP status, 0 when unreachable).
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseDayMonthYear } from '../../../src/shared/integrations/slots';
import { workflowConnections } from '../../db/schema';
import type { Db } from '../../db/store';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { selectWorkflow, WorkflowError } from '../../providers/workflow';
import { integrationsGuard } from '../../integrations/guard';
import { JOBNIMBUS_NO_TOKEN } from '../../integrations/messages';
import { sealSecret, unsealSecret } from '../../integrations/secrets';

const bearerToken = z.string().trim().min(1, 'Required').max(500, 'At most 500 characters').regex(/^[\x21-\x7e]+$/, 'Expected a key').optional().describe('The JobNimbus API key; left out: the saved one');
const targetDate = z.string().trim().max(10, 'Expected day-month-year, e.g. 24-11-2026').refine((v) => parseDayMonthYear(v) !== null, 'Expected day-month-year, e.g. 24-11-2026');
const invalid = reply('The job tracker refused or failed', { success, valid: z.literal(false), status: z.number().int() });

/** The key of the request: its bearer token, else `bearerToken`, else none. */
function givenKey(request: FastifyRequest, body: string | undefined): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.trim()) {
    const match = /^bearer\s+([\x21-\x7e]{1,500})$/i.exec(header.trim());
    if (!match) fail(400, 'Authorization: Expected Bearer and the JobNimbus key');
    return match[1];
  }
  return body;
}

async function tokenFor(db: Db, orgId: number, given: string | undefined): Promise<string> {
  if (given) return given;
  const [row] = await db.select().from(workflowConnections).where(eq(workflowConnections.accountId, orgId));
  if (!row) fail(400, JOBNIMBUS_NO_TOKEN);
  return unsealSecret(row.tokenSealed);
}

/** The job tracker's answer, or the catalogue's `valid: false` with its status. */
async function tracked<T extends object>(run: () => Promise<T>): Promise<({ success: true; valid: true } & T) | { success: true; valid: false; status: number }> {
  try {
    return { success: true, valid: true, ...(await run()) };
  } catch (error) {
    if (error instanceof WorkflowError) return { success: true, valid: false, status: error.status };
    throw error;
  }
}

export default defineArea({
  tag: 'Integrations',
  routes: ({ db }) => {
    const guard = integrationsGuard(db);
    return [
      defineRoute({
        method: 'POST',
        url: '/api/jobnimbus/settings',
        ...guard,
        summary: 'Check a JobNimbus key and read the account\'s workflows and task types; an accepted key is saved (sealed)',
        body: z.object({ bearerToken, targetDate: targetDate.optional() }),
        idempotent: { exempt: 'reads the job tracker and saves the key it accepted: a repeat does the same' },
        response: z.union([reply('The settings', { success, valid: z.literal(true), provider: z.string(), settings: z.object({ workflows: z.array(z.unknown()), taskTypes: z.array(z.string()) }) }), invalid]),
        handler: async ({ body: input, subject: org, audit, request }) => {
          const provider = selectWorkflow();
          const given = givenKey(request, input.bearerToken);
          const token = await tokenFor(db, org.id, given);
          const result = await tracked(async () => ({ provider: provider.info.label, settings: await provider.settings(token) }));
          if (result.valid && given) {
            const values = { provider: provider.info.kind, tokenSealed: sealSecret(token), updatedAt: new Date() };
            await db.insert(workflowConnections).values({ accountId: org.id, ...values }).onConflictDoUpdate({ target: workflowConnections.accountId, set: values });
            await audit({ action: 'workflow.connected', target: org, after: { provider: provider.info.kind } });
          }
          return result;
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/jobnimbus/team',
        ...guard,
        summary: 'The JobNimbus team and each member\'s tasks on targetDate (day-month-year, UTC day)',
        body: z.object({ bearerToken, targetDate }),
        idempotent: { exempt: 'a read of the job tracker' },
        response: z.union([reply('The team', { success, valid: z.literal(true), provider: z.string(), targetDate: z.string(), team: z.array(z.unknown()) }), invalid]),
        handler: async ({ body: input, subject: org, request }) => {
          const provider = selectWorkflow();
          const token = await tokenFor(db, org.id, givenKey(request, input.bearerToken));
          const { day, month, year } = parseDayMonthYear(input.targetDate)!;
          const from = new Date(Date.UTC(year, month - 1, day));
          const to = new Date(from.getTime() + 86_400_000);
          return tracked(async () => ({ provider: provider.info.label, targetDate: input.targetDate, team: await provider.team(token, from, to) }));
        },
      }),
    ];
  },
});
