// Issue 18 points 4, 7 and 8 (the numbers side): the spec's searches and assign calls against the
// embedded Demo carrier, the beyond-spec list, reassign, release and health routes, the agent's
// vidaPhoneNumber, the outbox events, and the races the unique indexes decide.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls, events, numberClaims, phoneNumbers } from '../../server/db/schema';
import { call, FORBIDDEN, latestCode, serverWith } from './helpers';

const { server, t } = await serverWith(['acmeOwner', 'acmeAdmin', 'globexOwner', 'reseller']);
const { orgs, agents } = server.seeded;
const [desk, afterHours] = agents.acme;

/** Numbers the Demo carrier offers for an area code, none held yet. */
async function offered(prefix: string, token = t.acmeOwner): Promise<string[]> {
  const found = await call(server, 'POST', '/api/v2/phoneNumber/search/local/prefix', { token, body: { prefix } });
  expect(found.status).toBe(200);
  return found.body.numbers.map((n: { number: string }) => n.number);
}

const buy = (number: string, token: string, target?: number) =>
  call(server, 'POST', '/api/v2/phoneNumber/assign', { token, target, body: { number } });

const eventsOf = (type: string, id: number) =>
  server.db.db.select().from(events).where(and(eq(events.type, type), eq(events.accountId, orgs.acme))).then((rows) => rows.filter((e) => e.payload.id === id));

describe('searching the carrier', () => {
  it('answers the spec\'s three searches with the fields the console reads', async () => {
    const prefix = await call(server, 'POST', '/api/v2/phoneNumber/search/local/prefix', { token: t.acmeOwner, body: { prefix: '415' } });
    expect(prefix.status).toBe(200);
    expect(prefix.body.success).toBe(true);
    expect(prefix.body.numbers.length).toBeGreaterThan(0);
    expect(Object.keys(prefix.body.numbers[0]).sort()).toEqual(['country', 'locality', 'number', 'region', 'sms', 'voice']);
    for (const n of prefix.body.numbers) expect(n.number).toMatch(/^\+1\d{10}$/);
    const locality = await call(server, 'POST', '/api/v2/phoneNumber/search/local/locality', { token: t.acmeOwner, body: { city: 'San Francisco', region: 'CA', country: 'US' } });
    expect(locality.status).toBe(200);
    const phrase = await call(server, 'POST', '/api/v2/phoneNumber/search/local/phrase', { token: t.acmeOwner, body: { phrase: 'CAKE', country: 'US' } });
    expect(phrase.status).toBe(200);
  });

  it('leaves out a number some organization already holds', async () => {
    const [first] = await offered('212');
    expect((await buy(first!, t.globexOwner)).status).toBe(201);
    expect(await offered('212')).not.toContain(first);
  });

  it('refuses hostile input with a 400 naming the field', async () => {
    const bad = [
      ['/api/v2/phoneNumber/search/local/prefix', { prefix: 'abc' }, /^prefix: /],
      ['/api/v2/phoneNumber/search/local/prefix', { prefix: '415', strict: 'yes' }, /^strict: /],
      ['/api/v2/phoneNumber/search/local/prefix', { prefix: '415', country: 'USA' }, /^country: /],
      ['/api/v2/phoneNumber/search/local/locality', { city: '', region: 'CA' }, /^city: /],
      ['/api/v2/phoneNumber/search/local/phrase', { phrase: 'a b<script>' }, /^phrase: /],
      ['/api/v2/phoneNumber/assign', { number: '4155550100' }, /^number: /],
      ['/api/v2/phoneNumber/assign', { number: '+1 415 555 0100; DROP' }, /^number: /],
      ['/api/v2/phoneNumber/assign', { number: ['+14155550100'] }, /^number: /],
      ['/api/v2/phoneNumber/byo/assign', { number: '+14155550100', verificationCode: '12ab56' }, /^verificationCode: /],
    ] as const;
    for (const [path, body, message] of bad) {
      const reply = await call(server, 'POST', path, { token: t.acmeOwner, body });
      expect({ path, body, status: reply.status }).toEqual({ path, body, status: 400 });
      expect(reply.body.message).toMatch(message);
    }
    const malformedId = await call(server, 'GET', '/api/v2/phoneNumbers/abc', { token: t.acmeOwner });
    expect(malformedId.status).toBe(400);
    const agentId = await call(server, 'POST', '/api/v2/phoneNumbers/1/agent', { token: t.acmeOwner, body: { agentAccountId: 'x' } });
    expect(agentId.status).toBe(400);
    expect(agentId.body.message).toMatch(/^agentAccountId: /);
  });
});

describe('buying and assigning', () => {
  it('gives the number to the target agent: its vidaPhoneNumber, the list, an event', async () => {
    const [number] = await offered('303');
    const bought = await buy(number!, t.acmeOwner, desk);
    expect(bought.status).toBe(201);
    expect(bought.body.phoneNumber).toMatchObject({ number, status: 'active', source: 'bought', agentAccountId: desk, agentName: 'Front Desk', carrierLabel: 'Demo carrier' });
    const account = await call(server, 'GET', '/api/v1/account', { token: t.acmeOwner, target: desk });
    expect(account.body.account.vidaPhoneNumber).toBe(number);
    const owner = await call(server, 'GET', '/api/v1/account', { token: t.acmeOwner });
    expect(owner.body.account.vidaPhoneNumber).toBeNull();
    const list = await call(server, 'GET', '/api/v2/phoneNumbers', { token: t.acmeAdmin });
    expect(list.body.numbers.map((n: { number: string }) => n.number)).toContain(number);
    expect(await eventsOf('number.assigned', bought.body.phoneNumber.id)).toHaveLength(1);
  });

  it('keeps a number bought for the organization unassigned', async () => {
    const [number] = await offered('720');
    const bought = await buy(number!, t.acmeOwner);
    expect(bought.status).toBe(201);
    expect(bought.body.phoneNumber).toMatchObject({ agentAccountId: null, agentName: null });
  });

  it('sells a number once: of two buys at the same moment exactly one wins', async () => {
    const [number] = await offered('617');
    const replies = await Promise.all([buy(number!, t.acmeOwner), buy(number!, t.globexOwner), buy(number!, t.acmeAdmin, afterHours)]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const rows = await server.db.db.select().from(phoneNumbers).where(eq(phoneNumbers.number, number!));
    expect(rows.filter((r) => r.status !== 'released')).toHaveLength(1);
    expect(replies.find((r) => r.status === 409)!.body.message).toBe('number: This number is already taken');
  });

  it('does not assign to an agent outside the caller\'s subtree', async () => {
    const [number] = await offered('305');
    expect(await buy(number!, t.acmeOwner, agents.globex[0])).toEqual(FORBIDDEN);
    const mine = await buy(number!, t.acmeOwner);
    const id = mine.body.phoneNumber.id;
    const moved = await call(server, 'POST', `/api/v2/phoneNumbers/${id}/agent`, { token: t.acmeOwner, body: { agentAccountId: agents.globex[0] } });
    expect(moved).toEqual(FORBIDDEN);
    // an account of the subtree that is not an agent of this organization
    const member = await call(server, 'POST', `/api/v2/phoneNumbers/${id}/agent`, { token: t.acmeOwner, body: { agentAccountId: server.seeded.ids.acmeAdmin } });
    expect(member.status).toBe(400);
    expect((await call(server, 'GET', `/api/v2/phoneNumbers/${id}`, { token: t.acmeOwner })).body.phoneNumber.agentAccountId).toBeNull();
  });

  it('reassigns: the agent\'s previous number stays the organization\'s, unassigned', async () => {
    const [a, b] = await offered('503');
    const first = (await buy(a!, t.acmeOwner, afterHours)).body.phoneNumber;
    const second = (await buy(b!, t.acmeOwner)).body.phoneNumber;
    const moved = await call(server, 'POST', `/api/v2/phoneNumbers/${second.id}/agent`, { token: t.acmeAdmin, body: { agentAccountId: afterHours } });
    expect(moved.status).toBe(200);
    expect(moved.body.phoneNumber).toMatchObject({ agentAccountId: afterHours, agentName: 'After Hours' });
    expect((await call(server, 'GET', `/api/v2/phoneNumbers/${first.id}`, { token: t.acmeOwner })).body.phoneNumber.agentAccountId).toBeNull();
    expect((await call(server, 'GET', '/api/v1/account', { token: t.acmeOwner, target: afterHours })).body.account.vidaPhoneNumber).toBe(b);
    const none = await call(server, 'POST', `/api/v2/phoneNumbers/${second.id}/agent`, { token: t.acmeOwner, body: { agentAccountId: null } });
    expect(none.body.phoneNumber.agentAccountId).toBeNull();
  });

  it('releases: the number leaves the list, the agent loses it, an event says so', async () => {
    const [number] = await offered('808');
    const { id } = (await buy(number!, t.acmeOwner, agents.acme[2])).body.phoneNumber;
    const released = await call(server, 'POST', `/api/v2/phoneNumbers/${id}/release`, { token: t.acmeOwner });
    expect(released.status).toBe(200);
    expect(released.body.phoneNumber).toMatchObject({ status: 'released', agentAccountId: null });
    expect((await call(server, 'POST', `/api/v2/phoneNumbers/${id}/release`, { token: t.acmeOwner })).status).toBe(409);
    const list = await call(server, 'GET', '/api/v2/phoneNumbers', { token: t.acmeOwner });
    expect(list.body.numbers.map((n: { id: number }) => n.id)).not.toContain(id);
    expect((await call(server, 'GET', '/api/v1/account', { token: t.acmeOwner, target: agents.acme[2] })).body.account.vidaPhoneNumber).toBeNull();
    expect(await eventsOf('number.released', id)).toHaveLength(1);
    // released, it is on offer again and can be bought anew
    expect((await buy(number!, t.acmeOwner)).status).toBe(201);
  });
});

describe('bringing your own number', () => {
  const byo = (body: Record<string, unknown>, token = t.acmeOwner, target?: number) =>
    call(server, 'POST', '/api/v2/phoneNumber/byo/assign', { token, target, body });

  it('texts a code, refuses a wrong one or another organization\'s, and assigns with the right one', async () => {
    const number = '+13125550142';
    expect(await byo({ number }, t.acmeOwner, desk)).toEqual({ status: 200, body: { success: true, status: 'pending' } });
    const code = await latestCode(server, number);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = String((Number(code) % 900_000) + 100_001);
    expect(await byo({ number, verificationCode: wrong }, t.acmeOwner, desk)).toEqual({ status: 400, body: { success: false, message: 'verificationCode: Could not verify code.' } });
    expect((await byo({ number, verificationCode: code }, t.globexOwner)).status).toBe(400);
    const proven = await byo({ number, verificationCode: Number(code) }, t.acmeOwner, desk);
    expect(proven.status).toBe(200);
    expect(proven.body).toMatchObject({ status: 'active', phoneNumber: { number, source: 'byo', agentAccountId: desk } });
    expect((await call(server, 'GET', '/api/v1/account', { token: t.acmeOwner, target: desk })).body.account.vidaPhoneNumber).toBe(number);
    // the code is spent, and the number is now held
    expect((await byo({ number, verificationCode: code }, t.acmeOwner)).status).toBe(400);
    expect((await byo({ number }, t.globexOwner)).status).toBe(409);
  });

  it('stores codes hashed and stops accepting one after five wrong tries', async () => {
    const number = '+13125550143';
    await byo({ number });
    const code = await latestCode(server, number);
    const [claim] = await server.db.db.select().from(numberClaims).where(eq(numberClaims.number, number));
    expect(claim!.codeHash).not.toContain(code);
    const wrong = String((Number(code) % 900_000) + 100_001);
    for (let i = 0; i < 5; i++) expect((await byo({ number, verificationCode: wrong })).status).toBe(400);
    expect((await byo({ number, verificationCode: code })).status).toBe(400);
  });

  it('texts one number at most five times per window', async () => {
    const number = '+13125550144';
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await byo({ number })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('number health', () => {
  it('counts inbound calls and answers over 7 days per live number', async () => {
    const [number] = await offered('919');
    const { id } = (await buy(number!, t.acmeOwner)).body.phoneNumber;
    const now = Date.now();
    const row = (i: number, duration: number, ageMs: number, direction = 'inbound') => ({
      uuid: `00000000-0000-4000-8000-${String(900000000000 + i)}`,
      callId: `CA-health-${i}`,
      roomId: `room-health-${i}`,
      accountId: orgs.acme,
      timestamp: new Date(now - ageMs),
      duration,
      fromNumber: '+15550009999',
      toNumber: number!,
      direction,
    });
    const day = 24 * 60 * 60 * 1000;
    await server.db.db.insert(calls).values([row(1, 30, day), row(2, 0, 2 * day), row(3, 50, 3 * day), row(4, 40, 9 * day), row(5, 40, 1000, 'outbound')]);
    const health = await call(server, 'GET', '/api/v2/phoneNumbers/health', { token: t.acmeAdmin });
    expect(health.status).toBe(200);
    const mine = health.body.numbers.find((n: { id: number }) => n.id === id);
    expect(mine).toMatchObject({ number, inbound7d: 3, answered7d: 2, voice: true, sms: true, forwardingProvenAt: null });
    expect(mine.answerRate7d).toBeCloseTo(2 / 3);
    expect(mine.lastInboundAt).toBe(new Date(now - day).toISOString());
  });
});
