// Retry-safe writes (issue 17 point 4), in one process: a repeated Idempotency-Key gets the first
// answer and the work is done once; a key reused for another request is a 409; keys are the
// caller's own; a malformed key is a 400 naming the header; a failed request leaves nothing, so its
// retry does the work; a key older than 24 hours is forgotten. Across processes and across a kill
// between commit and answer: idempotency-processes.test.ts.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contacts, idempotencyKeys, outbox } from '../../server/db/schema';
import { IDEMPOTENCY_ERRORS, pruneExpiredKeys, REPLAYED_HEADER } from '../../server/kit/idempotency';
import { apiUrl, EMAILS, serverWith } from './helpers';

const { server, t } = await serverWith(['acmeOwner', 'acmeAdmin']);
const { db } = server.db;
const acme = server.seeded.orgs.acme;

interface Sent {
  status: number;
  body: Record<string, any>;
  replayed: boolean;
}

/** POST `path` as the console does, with `key` as the Idempotency-Key when given. */
async function post(path: string, body: unknown, { key, token = t.acmeOwner, target }: { key?: string; token?: string | null; target?: number } = {}): Promise<Sent> {
  const response = await fetch(apiUrl(server, path, { token: token ?? undefined, target }), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === undefined ? {} : { 'idempotency-key': key }) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json(), replayed: response.headers.get(REPLAYED_HEADER) === 'true' };
}

/** The contacts of Acme whose `firstName` is `name`. */
async function contactsNamed(name: string) {
  return db.select().from(contacts).where(and(eq(contacts.organizationId, acme), sql`${contacts.data} ->> 'firstName' = ${name}`));
}

describe('Idempotency-Key on a create', () => {
  it('answers a repeated key with the first answer and creates once', async () => {
    const key = randomUUID();
    const first = await post('/api/v2/contact', { firstName: 'Retry Once', email: 'once@retry.example' }, { key });
    expect(first.status).toBe(201);
    expect(first.replayed).toBe(false);
    const again = await post('/api/v2/contact', { email: 'once@retry.example', firstName: 'Retry Once' }, { key });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await contactsNamed('Retry Once')).toHaveLength(1);
  });

  it('creates twice without a key, as before', async () => {
    for (let i = 0; i < 2; i++) expect((await post('/api/v2/contact', { firstName: 'No Key' })).status).toBe(201);
    expect(await contactsNamed('No Key')).toHaveLength(2);
  });

  it('refuses the key on another body or another target account with a 409, doing nothing', async () => {
    const key = randomUUID();
    expect((await post('/api/v2/contact', { firstName: 'Reused Key' }, { key })).status).toBe(201);
    expect(await post('/api/v2/contact', { firstName: 'Reused Key 2' }, { key })).toEqual({
      status: 409,
      body: { success: false, message: IDEMPOTENCY_ERRORS.reused },
      replayed: false,
    });
    const agent = server.seeded.agents.acme[0];
    expect((await post('/api/v2/contact', { firstName: 'Reused Key' }, { key, target: agent })).status).toBe(409);
    expect(await contactsNamed('Reused Key 2')).toHaveLength(0);
  });

  it("keeps each caller's keys apart", async () => {
    const key = randomUUID();
    const owner = await post('/api/v2/contact', { firstName: 'Two Callers' }, { key });
    const admin = await post('/api/v2/contact', { firstName: 'Two Callers' }, { key, token: t.acmeAdmin, target: acme });
    expect([owner.status, admin.status, admin.replayed]).toEqual([201, 201, false]);
    expect(admin.body.contact.id).not.toBe(owner.body.contact.id);
    expect(await contactsNamed('Two Callers')).toHaveLength(2);
  });

  it('does the work once for parallel requests with one key, all answered alike', async () => {
    const key = randomUUID();
    const replies = await Promise.all(Array.from({ length: 6 }, () => post('/api/v2/contact', { firstName: 'Parallel Key' }, { key })));
    expect(new Set(replies.map((r) => JSON.stringify([r.status, r.body])))).toHaveProperty('size', 1);
    expect(replies.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await contactsNamed('Parallel Key')).toHaveLength(1);
  });

  it('stores nothing for a failed request: its retry does the work', async () => {
    const key = randomUUID();
    // a contact needs a name, a phone number or an email: refused, nothing stored under the key
    expect((await post('/api/v2/contact', { company: 'Nameless' }, { key })).status).toBe(400);
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
    // a client that fixed its input reuses its key by mistake: it is a new request, and it is done
    expect((await post('/api/v2/contact', { company: 'Nameless', firstName: 'Fixed Input' }, { key })).status).toBe(201);
  });

  it('forgets a key after 24 hours: the same key does the work again, and pruning deletes the old answer', async () => {
    const key = randomUUID();
    expect((await post('/api/v2/contact', { firstName: 'Old Key' }, { key })).status).toBe(201);
    const age = (hours: number) => db.update(idempotencyKeys).set({ createdAt: sql`now() - make_interval(hours => ${hours})` }).where(eq(idempotencyKeys.key, key));
    await age(23);
    expect((await post('/api/v2/contact', { firstName: 'Old Key' }, { key })).replayed).toBe(true);
    await age(25);
    const again = await post('/api/v2/contact', { firstName: 'Old Key' }, { key });
    expect([again.status, again.replayed]).toEqual([201, false]);
    expect(await contactsNamed('Old Key')).toHaveLength(2);
    await age(25);
    expect(await pruneExpiredKeys(db)).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });
});

describe('a malformed Idempotency-Key', () => {
  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['256 characters', 'k'.repeat(256)],
    ['a control character', 'key\twith-tab'],
    ['a non-ASCII character', 'clé'],
  ])('is a 400 naming the header: %s', async (_name, key) => {
    const reply = await post('/api/v2/contact', { firstName: 'Bad Key' }, { key });
    expect(reply).toEqual({ status: 400, body: { success: false, message: IDEMPOTENCY_ERRORS.invalid }, replayed: false });
  });

  it('takes 255 printable characters', async () => {
    expect((await post('/api/v2/contact', { firstName: 'Long Key' }, { key: '~'.repeat(255) })).status).toBe(201);
    expect(await contactsNamed('Bad Key')).toEqual([]);
  });

  it('asks who the caller is first: 401 before the header is looked at', async () => {
    expect((await post('/api/v2/contact', { firstName: 'Bad Key' }, { key: '', token: null })).status).toBe(401);
  });
});

describe('Idempotency-Key on a sign-in code request (public: keys per address)', () => {
  const codesFor = (address: string) => db.select().from(outbox).where(eq(outbox.to, address));

  it('sends one code for a repeated key, and another for a new key', async () => {
    const address = EMAILS.acmeAdmin;
    const before = (await codesFor(address)).length;
    const key = randomUUID();
    const first = await post('/api/v1/signin/email', { email: address }, { key, token: null });
    const again = await post('/api/v1/signin/email', { email: address }, { key, token: null });
    expect([first.status, again.status, again.replayed]).toEqual([200, 200, true]);
    expect(await codesFor(address)).toHaveLength(before + 1);
    await post('/api/v1/signin/email', { email: address }, { key: randomUUID(), token: null });
    expect(await codesFor(address)).toHaveLength(before + 2);
  });
});
