// Issue 18 point 3: the outbox, live. GET /api/v2/events/stream is a text/event-stream of the
// caller's target subtree (server/auth/targetScope.ts), optionally of some types, resumable with
// Last-Event-ID (header, or `lastEventId` for a first connection). The credential is the
// `Authorization: Bearer` header (API clients) or a one-use ticket (`?ticket=`, the console's
// EventSource, which cannot send headers); `?token=` is refused so no session token sits in its URL.
// One hub per process feeds every stream (server/events/hub.ts). Streams end when the app closes, so shutdown is bounded; they are
// long-lived by design: timeouts and load shedding exempt EVENTS_STREAM_PATH (src/shared/events.ts).
import { z } from 'zod';
import { targetScope } from '../../auth/targetScope';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply } from '../../kit/schemas';
import { BAD_EVENT_ID, eventsConfigFrom, tooManyStreams, unknownType } from '../../events/config';
import { EventHub } from '../../events/hub';
import { EventStream, HEARTBEAT } from '../../events/stream';
import { EVENT_TYPES, type EventType } from '../../events/types';
import { EVENTS_STREAM_PATH } from '../../../src/shared/events';

const eventId = z.string().regex(/^\d{1,15}$/, BAD_EVENT_ID);
const typeList = z
  .string()
  .max(500, 'At most 500 characters')
  .transform((text, ctx) => {
    const names = text.split(',').map((name) => name.trim()).filter(Boolean);
    const wrong = names.find((name) => !(EVENT_TYPES as readonly string[]).includes(name));
    if (wrong !== undefined) ctx.addIssue({ code: 'custom', message: unknownType(wrong) });
    return names as EventType[];
  });

const query = z.object({
  types: typeList.optional().describe(`Comma-separated event types (${EVENT_TYPES.join(', ')}); default all`),
  lastEventId: eventId.optional().describe('Replay the events after this id (the Last-Event-ID header wins)'),
});

export default defineArea({
  tag: 'Events',
  routes: ({ db }, app) => {
    const config = eventsConfigFrom();
    const hub = new EventHub(db, { ...config, log: app.log });
    const open = new Set<EventStream>();
    const perUser = new Map<number, number>();
    const heartbeat = setInterval(() => {
      for (const stream of open) stream.write(HEARTBEAT);
    }, config.heartbeatMs);
    heartbeat.unref();
    // before the server waits for its connections to finish: these would never finish on their own
    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      for (const stream of open) stream.end();
    });
    app.addHook('onClose', () => hub.stop());

    return [
      defineRoute({
        method: 'GET',
        url: EVENTS_STREAM_PATH,
        auth: 'account',
        permission: 'none',
        reason: 'every account follows its own subtree: the stream is filtered to the target\'s scope, as the logs are',
        summary: 'The target subtree\'s events as text/event-stream (id, event: the type, data: JSON), resumable with Last-Event-ID',
        query,
        produces: ['text/event-stream'],
        // the browser's EventSource sends no header: the console opens it with a one-use ticket
        // (POST /api/v2/downloadTickets, 60 s) per connection; the session token never goes in this URL
        download: true,
        tokenInUrl: false,
        response: reply('A text/event-stream: `id:` the event id, `event:` its type, `data:` {id, type, accountId, agentId, payload, createdAt}; a comment every 15 s'),
        errors: { 429: 'Too many open event streams for this user on this server' },
        handler: async ({ caller, target, query: input, request, reply: res }) => {
          const scope = targetScope(caller, target);
          const header = request.headers['last-event-id'];
          const sent = typeof header === 'string' && header !== '' ? header : input.lastEventId;
          if (sent !== undefined && !eventId.safeParse(sent).success) fail(400, `Last-Event-ID: ${BAD_EVENT_ID}`);
          const count = perUser.get(caller.id) ?? 0;
          if (count >= config.maxStreamsPerUser) fail(429, tooManyStreams(config.maxStreamsPerUser));

          const stream = new EventStream({ scope, types: input.types?.length ? input.types : null, after: sent === undefined ? null : Number(sent) });
          perUser.set(caller.id, count + 1);
          open.add(stream);
          let closed = false;
          const close = () => {
            if (closed) return;
            closed = true;
            open.delete(stream);
            hub.unsubscribe(stream);
            const left = (perUser.get(caller.id) ?? 1) - 1;
            if (left > 0) perUser.set(caller.id, left);
            else perUser.delete(caller.id);
            stream.end();
          };
          res.raw.on('close', close);
          stream.out.on('close', close);
          // a stream is meant to stay open: no idle timeout on its socket
          request.raw.socket?.setTimeout(0);
          try {
            const horizon = await hub.subscribe(stream);
            void stream.replay(db, horizon).catch((error: unknown) => {
              request.log.warn({ err: { type: (error as Error)?.constructor?.name } }, 'events replay failed');
              stream.end();
            });
          } catch (error) {
            close();
            throw error;
          }
          res.type('text/event-stream; charset=utf-8').header('cache-control', 'no-cache, no-transform').header('x-accel-buffering', 'no');
          return stream.out;
        },
      }),
    ];
  },
});
