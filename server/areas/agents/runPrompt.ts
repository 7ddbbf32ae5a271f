// Agents, part 5 (issue 9 point 7): the test chat. One turn of a conversation with the agent's
// staging (default) or production payload, streamed as server-sent events: the provider first
// (the console says "Demo model"), then tokens, the chosen action, function calls, a transfer, the
// knowledge-base passages the answer was given (`citations`, issue 21), and `done` or `error`. Input and access errors answer as JSON before the stream starts, so does the
// rate limit (429 with Retry-After, per user and per account: server/providers/llm/limits.ts); a
// turn that outlasts its time limit ends with a `timeout` error and is recorded as far as it got.
// Neither the conversation nor the provider's key reaches the log. The agent's booking action books as
// on a real call (issue 23): in the organization's calendar when its integration is on, in the Demo
// calendar when it has none; the answer (`done`'s reply, the record's transcript) says so.
import { Readable } from 'node:stream';
import { z } from 'zod';
import { meterTurn } from '../../billing/meter';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply } from '../../kit/schemas';
import { agentFromPath, assertAgent } from '../../agents/access';
import { productionOf, readCampaign, stagingOf } from '../../agents/campaigns';
import { modelRequestFor } from '../../agents/modelRequest';
import { selectLanguageModel, type ModelEvent } from '../../providers/llm';
import { callBudget, CHAT_CALLS, llmLimitsFrom, promptTimedOut, timeLimit } from '../../providers/llm/limits';
import { recordTestCall } from '../../calls/testCallRecord';
import { retrieveFor } from '../../kb/retrievalPassages';
import { activeCalendar, bookAppointment, isBookingCall, type BookingView } from '../../integrations/booking';
import { bookingDone, bookingFailed } from '../../integrations/messages';
import { testCallUuid } from '../../calls/testCallRecord';

const body = z.object({
  targetAgent: z.union([z.number().int().positive(), z.string().regex(/^\d{1,9}$/, 'Expected an agent account id')]).optional(),
  promptText: z.string().trim().min(1, 'Required').max(4000, 'At most 4000 characters'),
  history: z.array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(4000, 'At most 4000 characters') })).max(40, 'At most 40 turns').default([]),
  version: z.enum(['staging', 'production']).default('staging'),
  // turns with the same id update one call record in the logs (direction `test`)
  conversationId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected 1 to 64 letters, digits, - or _').optional(),
});

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

function frameData(event: ModelEvent) {
  const { type: _type, ...data } = event;
  return data;
}

function frame(event: ModelEvent): string {
  return sse(event.type, frameData(event));
}

export default defineArea({
  tag: 'Agents',
  routes: ({ db }) => {
    const model = selectLanguageModel();
    const limits = llmLimitsFrom();
    const budget = callBudget(db, CHAT_CALLS, limits);
    return [
      defineRoute({
        method: 'POST',
        url: '/api/v1/agent/runPrompt',
        auth: 'account',
        permission: 'canViewOrg',
        // The agent is `targetAgent` when sent, else `targetAccountId`; the permission is checked on it.
        subject: async ({ caller, target, request }) => {
          const sent = (request.body as { targetAgent?: unknown } | undefined)?.targetAgent;
          return sent === undefined ? assertAgent(target) : agentFromPath(db, caller, String(sent), 'targetAgent');
        },
        summary: 'One turn of the test chat with the agent, streamed as text/event-stream (provider, token, action, function, transfer, done | error)',
        body,
        produces: ['text/event-stream'],
        response: reply('A text/event-stream of events (see docs/api-contract.md "Test agent")'),
        errors: { 429: 'Too many test chat messages for the caller or the account (Retry-After says when to try again)' },
        idempotent: { exempt: 'a streamed test-chat turn, not an answer that can be stored; the model-call limits count each' },
        handler: async ({ subject: agent, caller, body: input, reply: res, request }) => {
          await budget.take(res, caller, agent);
          const row = await readCampaign(db, agent);
          const payload = input.version === 'production' ? (productionOf(row) ?? stagingOf(row)) : stagingOf(row);
          const abort = new AbortController();
          res.raw.on('close', () => abort.abort()); // the tester closed the panel: stop the model
          const limit = timeLimit(limits.promptTimeLimitMs, abort.signal);
          // the agent's knowledge bases, searched with the tester's words (issue 21 point 5)
          const retrieved = await retrieveFor(db, agent.organizationId ?? agent.id, payload.knowledgeBaseIds, input.promptText);
          if ('failed' in retrieved) request.log.warn('knowledge-base search failed; the turn goes on without passages');
          const modelRequest = { ...(await modelRequestFor(db, payload, input.history, input.promptText, limit.signal)), passages: retrieved.passages };
          const { citations } = retrieved;
          // whole seconds, as every call record's time (the logs' window ends at the current second)
          const startedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
          const orgId = agent.organizationId ?? agent.id;
          const recordUuid = testCallUuid(agent, input.conversationId);
          /** The booking the model asked for, as a real call makes it (none when the calendar integration is off). */
          async function book(args: Record<string, unknown>): Promise<BookingView | undefined> {
            const connection = await activeCalendar(db, orgId);
            if (connection && !connection.enabled) return undefined;
            return bookAppointment(db, orgId, args, {
              agentId: agent.id,
              callUuid: recordUuid,
              roomId: `test-${agent.id}`,
              caller: '',
              timezone: payload.timezone || 'UTC',
              demoByDefault: true,
              // one booking per turn of one test conversation
              turnKey: input.conversationId ? `test:${recordUuid}:${input.history.length}` : undefined,
            });
          }
          async function* events() {
            yield sse('provider', model.info);
            let appointmentBooked = false;
            let booking: BookingView | undefined;
            let bookingArgs: Record<string, unknown> | undefined;
            let transferTo: string | undefined;
            let partial = '';
            let ended = false;
            // the chat goes on when the record cannot be written; the failure is logged
            const record = (reply: string) =>
              recordTestCall(db, agent, { ...input, uuid: recordUuid, reply, appointmentBooked, transferTo, citations, booking }, startedAt).catch((error: unknown) =>
                request.log.error({ err: { type: (error as Error)?.constructor?.name } }, 'test call record failed'),
              );
            try {
              for await (let event of model.stream(modelRequest)) {
                // after our limit the provider's abort error is not the news; a finished answer still is
                if (limit.expired && event.type !== 'done') break;
                if (event.type === 'done' || event.type === 'error') ended = true;
                if (event.type === 'token') partial += event.text;
                if (event.type === 'function' && /appointment/i.test(event.name)) appointmentBooked = true;
                if (event.type === 'function' && isBookingCall(event)) bookingArgs ??= event.arguments;
                if (event.type === 'transfer') transferTo = event.to;
                if (event.type === 'done') {
                  if (bookingArgs) {
                    booking = await book(bookingArgs);
                    if (booking) {
                      appointmentBooked = booking.ok;
                      const said = booking.ok ? bookingDone(booking.label, booking.providerLabel) : bookingFailed(booking.problem);
                      event = { ...event, reply: `${event.reply.trim()} ${said}`.trim() };
                    }
                  }
                  await record(event.reply);
                  // the test chat's tokens are the organization's usage like a real call's (issue 22)
                  await meterTurn(db, agent.organizationId ?? agent.id, modelRequest, event.reply, event.usage);
                  // the passages the answer was given, before `done` ends the turn in the console
                  if (citations.length) yield sse('citations', { citations });
                }
                yield event.type === 'done' && booking ? sse('done', { ...frameData(event), booking }) : frame(event);
              }
              if (limit.expired && !ended) {
                const message = promptTimedOut(limits.promptTimeLimitMs);
                await record(partial ? `${partial} [${message}]` : `[${message}]`);
                yield sse('error', { code: 'timeout', message });
              }
            } catch (error) {
              // Our own failure, not the provider's: the class only (messages may quote the chat).
              request.log.error({ err: { type: (error as Error)?.constructor?.name } }, 'runPrompt failed');
              yield sse('error', { code: 'provider', message: 'The test chat failed.' });
            }
          }
          res.type('text/event-stream; charset=utf-8').header('x-accel-buffering', 'no');
          return Readable.from(events());
        },
      }),
    ];
  },
});
