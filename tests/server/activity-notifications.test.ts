// Issue 19 point 3, notifications: what another area adds with notify() (in its own transaction, with
// an event so the badge updates live) reaches the account's users, or one user only; each user clears
// their own; another user or tenant cannot read nor clear them.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../server/db/schema';
import { inTransaction } from '../../server/db/transaction';
import { notify } from '../../server/notifications/notify';
import { call, FORBIDDEN, serverWith } from './helpers';

const { server, t } = await serverWith(['acmeOwner', 'acmeAdmin', 'globexOwner']);
const db = server.db.db;
const { orgs, ids } = server.seeded;

const list = (token: string) => call(server, 'GET', '/api/v1/notifications', { token });
const clear = (token: string, body: unknown) => call(server, 'POST', '/api/v1/notifications', { token, body });

const everyone = await inTransaction(db, (tx) => notify(tx, { accountId: orgs.acme, kind: 'webhooks.disabled', title: 'Webhook switched off', body: 'https://hooks.example failed 10 times', link: '/app/webhooks' }));
const adminOnly = await inTransaction(db, (tx) => notify(tx, { accountId: orgs.acme, userId: ids.acmeAdmin, kind: 'takeover.resumed', title: 'The agent answers again', body: 'Room with +14155550101' }));

describe('notifications', () => {
  it('reach every user of the account, or only the one they are for', async () => {
    const owner = await list(t.acmeOwner);
    expect(owner.status).toBe(200);
    expect(owner.body.notifications.map((n: { id: number }) => n.id)).toEqual([everyone]);
    expect(owner.body.notifications[0]).toMatchObject({ kind: 'webhooks.disabled', title: 'Webhook switched off', link: '/app/webhooks', read: false });
    const admin = await list(t.acmeAdmin);
    expect(admin.body.notifications.map((n: { id: number }) => n.id)).toEqual([adminOnly, everyone]);
    expect(admin.body.unread).toBe(2);
    expect((await list(t.globexOwner)).body.notifications).toEqual([]);
  });

  it('record an event without their text, so the badge refreshes live', async () => {
    const rows = await db.select().from(events).where(and(eq(events.type, 'notification.created'), eq(events.accountId, orgs.acme)));
    expect(rows.map((e) => e.payload)).toEqual([
      { notificationId: everyone, userId: null, kind: 'webhooks.disabled' },
      { notificationId: adminOnly, userId: ids.acmeAdmin, kind: 'takeover.resumed' },
    ]);
  });

  it('clear per user: one, then all', async () => {
    expect(await clear(t.acmeAdmin, { clear: everyone })).toMatchObject({ status: 200, body: { success: true } });
    expect((await list(t.acmeAdmin)).body).toMatchObject({ unread: 1 });
    expect((await list(t.acmeOwner)).body).toMatchObject({ unread: 1 });
    expect(await clear(t.acmeAdmin, { clearAll: true })).toMatchObject({ status: 200 });
    const admin = await list(t.acmeAdmin);
    expect(admin.body.unread).toBe(0);
    expect(admin.body.notifications.every((n: { read: boolean }) => n.read)).toBe(true);
    const reads = await db.select().from(events).where(and(eq(events.type, 'notification.read'), eq(events.accountId, orgs.acme)));
    expect(reads.at(-1)!.payload).toEqual({ userId: ids.acmeAdmin, list: 'notifications' });
  });

  it('refuse another user\'s and another tenant\'s', async () => {
    expect(await clear(t.acmeOwner, { clear: adminOnly })).toMatchObject({ status: 404 });
    expect(await clear(t.globexOwner, { clear: everyone })).toMatchObject({ status: 404 });
    expect(await call(server, 'GET', '/api/v1/notifications', { token: t.globexOwner, target: orgs.acme })).toMatchObject(FORBIDDEN);
    expect(await call(server, 'POST', '/api/v1/notifications', { token: t.globexOwner, target: orgs.acme, body: { clearAll: true } })).toMatchObject(FORBIDDEN);
    expect((await list(t.acmeOwner)).body.unread).toBe(1);
  });

  it('refuse hostile input with a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ clear: 'a\u0000' }, 'clear'],
      [{ clear: 'x'.repeat(200_000) }, 'clear'],
      [{ clear: '\uDBFF' }, 'clear'],
      [{ clearAll: false }, 'clearAll'],
      [[], ''],
    ] as const) {
      const reply = await clear(t.acmeOwner, body);
      expect(reply.status).toBe(400);
      if (field) expect(reply.body.message).toMatch(new RegExp(`^${field}: `));
    }
  });
});
