// Activity and notifications (spec doc 2 "Activity and notifications"; the kernel shell's, shown by the
// app bar's bell): the priority activity (/activity) and the agent's (/activityAgent) of the target's
// rooms, and the notifications other areas add (server/notifications/notify.ts). Each user clears
// their own; markUnread sets a room unread again for everyone, as the inbox shows it. The kernel's, so
// no toggle switches them off (the plugin map); the console asks for activity only with the inbox on.
import { z } from 'zod';
import { clearActivity, listActivity, markRoomUnread, type ActivityList } from '../../activity/activity';
import { CLEAR_ONE_OR_ALL, NO_ACCOUNT_ID, ROOM_NOT_FOUND } from '../../activity/messages';
import { readerOf } from '../../activity/scope';
import { clearNotifications, listNotifications } from '../../notifications/list';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { done, reply, success } from '../../kit/schemas';

const LISTS: Record<string, ActivityList> = { activity: 'priority', activityAgent: 'agent' };

const itemId = z.union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^\d{1,15}$/, 'Expected an item id').transform(Number)]);
const clearBody = z
  .object({ clear: itemId.optional(), clearAll: z.literal(true, 'Expected true').optional() })
  .refine((b) => (b.clear === undefined) !== (b.clearAll === undefined), { message: CLEAR_ONE_OR_ALL.replace(/^clear: /, ''), path: ['clear'] });
const roomBody = z.object({ roomId: z.string().min(1).max(64).describe('The room (conversation) id') });
const simpleQuery = z.object({
  simple: z.enum(['true', 'false'], 'Expected true or false').optional().describe('true: only the items this user has not cleared'),
});

const activityItem = reply('An activity item: id, roomId, kind (message | call), text, from, createdAt, read');
const notificationItem = reply('A notification: id, kind, title, body, link?, createdAt, read');
const noAccount = { 400: `${NO_ACCOUNT_ID} (the target is not an organization nor an agent)` };

export default defineArea({
  tag: 'Activity and notifications',
  routes: ({ db }) => [
    ...Object.entries(LISTS).flatMap(([path, list]) => [
      defineRoute({
        method: 'GET',
        url: `/api/v1/${path}`,
        auth: 'account',
        permission: 'canViewOrg',
        summary: `The ${list === 'priority' ? 'priority' : "agent's (Junk)"} activity of the target's rooms, newest first, with this user's read state`,
        query: simpleQuery,
        response: reply('Activity', { success, activity: z.array(activityItem), unread: z.number().int() }),
        errors: noAccount,
        handler: async ({ caller, target, query }) => ({
          success: true,
          ...(await listActivity(db, readerOf(caller, target), list, query.simple === 'true')),
        }),
      }),
      defineRoute({
        method: 'POST',
        url: `/api/v1/${path}`,
        auth: 'account',
        permission: 'canViewOrg',
        summary: 'Clear one activity item (clear: its id) or every one (clearAll: true), for this user',
        body: clearBody,
        response: done,
        errors: { ...noAccount, 404: 'No such activity item in this list' },
        idempotent: { exempt: 'clearing is a state the user sets: sending it twice changes nothing more' },
        handler: async ({ caller, target, body }) => {
          await clearActivity(db, readerOf(caller, target), list, body.clearAll ? 'all' : body.clear!);
          return { success: true };
        },
      }),
      defineRoute({
        method: 'POST',
        url: `/api/v1/${path}/markUnread`,
        auth: 'account',
        permission: 'canViewOrg',
        summary: 'Set a room unread again (for everyone, as the inbox shows it) and bring back its cleared activity for this user',
        body: roomBody,
        response: done,
        errors: { ...noAccount, 404: ROOM_NOT_FOUND },
        idempotent: { exempt: 'a state the user sets: sending it twice changes nothing more' },
        handler: async ({ caller, target, body }) => {
          await markRoomUnread(db, readerOf(caller, target), list, body.roomId);
          return { success: true };
        },
      }),
    ]),
    defineRoute({
      method: 'GET',
      url: '/api/v1/notifications',
      auth: 'account',
      summary: "The target account's notifications and this user's own, newest first, with this user's read state",
      response: reply('Notifications', { success, notifications: z.array(notificationItem), unread: z.number().int() }),
      errors: noAccount,
      permission: 'canViewOrg',
      handler: async ({ caller, target }) => ({ success: true, ...(await listNotifications(db, readerOf(caller, target))) }),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/v1/notifications',
      auth: 'account',
      summary: 'Clear one notification (clear: its id) or every one (clearAll: true), for this user',
      body: clearBody,
      response: done,
      errors: { ...noAccount, 404: 'No such notification' },
      permission: 'canViewOrg',
      idempotent: { exempt: 'clearing is a state the user sets: sending it twice changes nothing more' },
      handler: async ({ caller, target, body }) => {
        await clearNotifications(db, readerOf(caller, target), body.clearAll ? 'all' : body.clear!);
        return { success: true };
      },
    }),
  ],
});
