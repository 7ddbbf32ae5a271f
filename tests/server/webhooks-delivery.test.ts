// Issue 20 point 7 against a receiver the test starts: each event reaches each matching endpoint once,
// signed (and with both secrets during a rotation), retried on the schedule (the test clock moves the
// waiting retries to now) until exhausted, switched off after sustained failure with an email to the
// owner; replays are new, re-signed deliveries marked as replays; a redirect is not followed, a
// hanging receiver is cut at the timeout, and an address that turned private is refused at delivery.
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, webhooks } from '../../server/db/schema';
import { verifySignature } from '../../server/webhooks/sign';
import { call, fileEnv, serverWith } from './helpers';
import { startReceiver } from './webhookReceiver';
import { attemptsOf, deliverNow, deliveriesOf, retriesDue } from './webhooksKit';
fileEnv({ WEBHOOK_TIMEOUT_MS: '400' }); // this file's only (one process per worker)

const { server, t } = await serverWith(['acmeOwner', 'reseller']);
const db = server.db.db;
const receiver = await startReceiver();

async function createWebhook(type = 'contact', url = receiver.url) {
  const created = await call(server, 'POST', '/api/v2/webhooks', { token: t.acmeOwner, body: { url, label: 'CRM', type } });
  expect(created.status).toBe(201);
  return created.body as { webhook: { id: string }; secret: string };
}
async function addContact(firstName: string) {
  const created = await call(server, 'POST', '/api/v2/contact', { token: t.acmeOwner, body: { firstName } });
  expect(created, `creating the contact ${firstName}`).toMatchObject({ status: 201 });
  return created;
}
const nowS = () => Math.floor(Date.now() / 1000);

beforeEach(async () => {
  await db.delete(webhooks);
  receiver.received.length = 0;
  receiver.next = [];
  receiver.fallback = { status: 200, body: 'ok' };
});

describe('webhook deliveries', () => {
  it('sends each event once per endpoint, signed, with a delivery id to drop duplicates by', async () => {
    const { webhook, secret } = await createWebhook();
    await addContact('Grace');
    await deliverNow(server);
    await deliverNow(server);
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    const body = JSON.parse(got!.body);
    expect(body).toMatchObject({ type: 'contact.created', data: { contact: { firstName: 'Grace' } } });
    expect(got!.headers['switchboard-delivery']).toBe(body.id);
    expect(got!.headers['switchboard-event']).toBe('contact.created');
    expect(verifySignature(String(got!.headers['switchboard-signature']), secret, got!.body, nowS())).toBe(true);
    expect(verifySignature(String(got!.headers['switchboard-signature']), 'whsec_other', got!.body, nowS())).toBe(false);
    const [delivery] = await deliveriesOf(server, webhook.id);
    expect(delivery).toMatchObject({ state: 'succeeded', attempts: 1, lastStatus: 200, kind: 'event' });
    // a second fan-out of the same event (another process, a restart) writes nothing: the unique key
    await db.execute(sql`UPDATE webhook_cursor SET last_id = 0, gaps = '{}'::jsonb`);
    await deliverNow(server);
    expect(await deliveriesOf(server, webhook.id)).toHaveLength(1);
    expect(receiver.received).toHaveLength(1);
  });

  it('retries a failing receiver on the schedule, with the same delivery id and body, until exhausted', async () => {
    const { webhook } = await createWebhook();
    receiver.fallback = { status: 500, body: 'down' };
    await addContact('Ada');
    await deliverNow(server);
    let [delivery] = await deliveriesOf(server, webhook.id);
    expect(delivery).toMatchObject({ state: 'pending', attempts: 1, lastStatus: 500 });
    const waitS = (delivery!.nextAttemptAt!.getTime() - Date.now()) / 1000;
    expect(waitS).toBeGreaterThan(50);
    expect(waitS).toBeLessThanOrEqual(60);
    // nothing is due yet: no second attempt without the clock moving
    await deliverNow(server);
    expect(receiver.received).toHaveLength(1);
    for (let i = 0; i < 6; i++) await retriesDue(server);
    [delivery] = await deliveriesOf(server, webhook.id);
    expect(delivery).toMatchObject({ state: 'exhausted', attempts: 7 });
    expect(receiver.received).toHaveLength(7);
    expect(new Set(receiver.received.map((r) => r.headers['switchboard-delivery'])).size).toBe(1);
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
    expect(receiver.received.map((r) => r.headers['switchboard-attempt'])).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    const attempts = await attemptsOf(server, delivery!.id);
    expect(attempts.map((a) => [a.responseStatus, a.responseExcerpt, a.error])).toEqual(Array(7).fill([500, 'down', 'Answered 500']));
    await retriesDue(server);
    expect(receiver.received).toHaveLength(7);
  });

  it('switches an endpoint failing for a day off, emails the owner, and sends nothing more until switched back on', async () => {
    const { webhook } = await createWebhook();
    receiver.fallback = { status: 503 };
    await db.update(webhooks).set({ failingSince: new Date(Date.now() - 25 * 3600_000) }).where(eq(webhooks.id, webhook.id));
    await addContact('Linus');
    await deliverNow(server);
    const shown = await call(server, 'GET', `/api/v2/webhooks/${webhook.id}`, { token: t.acmeOwner });
    expect(shown.body.webhook).toMatchObject({ status: 'disabled', disabledReason: 'Every delivery failed for 24 hours: switched off' });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Webhook switched off: CRM'));
    expect(mail).toMatchObject({ recipient: 'owner@acme.example' });
    await addContact('Margaret');
    await deliverNow(server);
    await retriesDue(server);
    expect(receiver.received).toHaveLength(1);
    const states = (await deliveriesOf(server, webhook.id)).map((d) => d.state);
    expect(states.sort()).toEqual(['skipped', 'skipped']);

    receiver.fallback = { status: 200 };
    expect((await call(server, 'POST', `/api/v2/webhooks/${webhook.id}/enable`, { token: t.acmeOwner })).body.webhook.status).toBe('active');
    const replayed = await call(server, 'POST', `/api/v2/webhooks/${webhook.id}/replay`, { token: t.acmeOwner, body: { since: new Date(Date.now() - 3600_000).toISOString() } });
    expect(replayed.body.replayed).toBe(2);
    await deliverNow(server);
    expect(receiver.received).toHaveLength(3);
  });

  it('sends nothing for an organization whose plugin is switched off: neither new events nor waiting retries', async () => {
    const { webhook } = await createWebhook();
    receiver.fallback = { status: 500 };
    await addContact('Alan');
    await deliverNow(server);
    expect(receiver.received).toHaveLength(1);
    const setToggle = (value: boolean | null) =>
      call(server, 'POST', '/api/v2/domainProfile/setting', { token: t.reseller, body: { key: 'enableWebhooks', value } });
    expect((await setToggle(false)).status).toBe(200);
    try {
      receiver.fallback = { status: 200 };
      await addContact('Joan');
      await retriesDue(server);
      expect(receiver.received).toHaveLength(1);
      expect((await deliveriesOf(server, webhook.id)).map((d) => d.state)).toEqual(['skipped', 'skipped']);
    } finally {
      await setToggle(null);
    }
    // back on: what happens next is sent again
    await addContact('Kurt');
    await deliverNow(server);
    expect(receiver.received).toHaveLength(2);
  });

  it('switches an endpoint off after five exhausted deliveries in a row', async () => {
    const { webhook } = await createWebhook();
    await db.update(webhooks).set({ exhaustedInRow: 4 }).where(eq(webhooks.id, webhook.id));
    receiver.fallback = { status: 500 };
    await addContact('Barbara');
    await deliverNow(server);
    for (let i = 0; i < 6; i++) await retriesDue(server);
    const [row] = await db.select().from(webhooks).where(eq(webhooks.id, webhook.id));
    expect(row).toMatchObject({ status: 'disabled', disabledReason: '5 deliveries in a row failed every retry: switched off' });
  });

  it('replays a delivery as a new one, marked as a replay and signed again; after a rotation both secrets sign', async () => {
    const { webhook, secret } = await createWebhook();
    await addContact('Edsger');
    await deliverNow(server);
    const [original] = await deliveriesOf(server, webhook.id);
    const rotated = await call(server, 'POST', `/api/v2/webhooks/${webhook.id}/rotate`, { token: t.acmeOwner });
    const newSecret = rotated.body.secret as string;
    expect(newSecret).not.toBe(secret);
    const replay = await call(server, 'POST', `/api/v2/webhookDeliveries/${original!.id}/replay`, { token: t.acmeOwner });
    expect(replay.status).toBe(201);
    expect(replay.body.delivery).toMatchObject({ kind: 'replay', replayOf: original!.id });
    await deliverNow(server);
    const got = receiver.received[1]!;
    expect(got.headers['switchboard-replay-of']).toBe(original!.id);
    expect(got.headers['switchboard-delivery']).toBe(replay.body.delivery.id);
    expect(JSON.parse(got.body)).toMatchObject({ replayOf: original!.id, data: JSON.parse(original!.body).data });
    const header = String(got.headers['switchboard-signature']);
    expect(header.match(/v1=/g)).toHaveLength(2);
    expect(verifySignature(header, newSecret, got.body, nowS())).toBe(true);
    expect(verifySignature(header, secret, got.body, nowS())).toBe(true);
    // after the grace period only the new secret signs
    await db.update(webhooks).set({ previousSecretUntil: new Date(Date.now() - 1000) }).where(eq(webhooks.id, webhook.id));
    await call(server, 'POST', `/api/v2/webhookDeliveries/${original!.id}/replay`, { token: t.acmeOwner });
    await deliverNow(server);
    const last = String(receiver.received[2]!.headers['switchboard-signature']);
    expect(verifySignature(last, secret, receiver.received[2]!.body, nowS())).toBe(false);
    expect(verifySignature(last, newSecret, receiver.received[2]!.body, nowS())).toBe(true);
  });

  it('does not follow a redirect (to a private address or anywhere): a failed attempt that says so', async () => {
    const { webhook } = await createWebhook();
    receiver.next = [{ status: 302, location: 'http://10.0.0.1/steal' }];
    await addContact('Barbara');
    await deliverNow(server);
    const [delivery] = await deliveriesOf(server, webhook.id);
    expect(delivery).toMatchObject({ state: 'pending', lastStatus: 302 });
    expect((await attemptsOf(server, delivery!.id))[0]).toMatchObject({ ok: false, error: 'Redirect (302) not followed: answer with a 2xx' });
    expect(receiver.received).toHaveLength(1);
  });

  it('cuts a receiver that hangs at the timeout and retries it', async () => {
    const { webhook } = await createWebhook();
    receiver.next = ['hang'];
    await addContact('Tony');
    const started = Date.now();
    await deliverNow(server);
    expect(Date.now() - started).toBeLessThan(5_000);
    const [delivery] = await deliveriesOf(server, webhook.id);
    const [attempt] = await attemptsOf(server, delivery!.id);
    expect(attempt).toMatchObject({ ok: false, responseStatus: null, error: 'No answer within 0.4 s: cut' });
    expect(attempt!.latencyMs).toBeGreaterThanOrEqual(390);
    await retriesDue(server);
    expect((await deliveriesOf(server, webhook.id))[0]).toMatchObject({ state: 'succeeded', attempts: 2 });
  });

  it('refuses at delivery an endpoint whose address is private when private receivers are not allowed', async () => {
    const { webhook } = await createWebhook();
    // as if the name had resolved to a public address at create and to loopback now
    await db.update(webhooks).set({ allowPrivate: false }).where(eq(webhooks.id, webhook.id));
    await addContact('Radia');
    await deliverNow(server);
    const [delivery] = await deliveriesOf(server, webhook.id);
    expect((await attemptsOf(server, delivery!.id))[0]).toMatchObject({ ok: false, error: 'url: 127.0.0.1 is a loopback, private, link-local or metadata address' });
    expect(receiver.received).toHaveLength(0);
  });
});
