// Issue 18 point 5, the forwarding test call (spec doc 2 verifyCellForwarding, validateVerifiedNumber
// with listen) against the Demo carrier: a cell that forwards proves it and records forwardingProvenAt
// on the number (number health shows it); one that does not (Demo: ending in 0000) fails and leaves it;
// a test call coming back is matched only to its own number; other tenants and bad input are refused.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { forwardingChecks, phoneNumbers } from '../../server/db/schema';
import { forwardedCallArrived } from '../../server/forwarding/checks';
import { call, FORBIDDEN, NOT_SIGNED_IN, serverWith } from './helpers';

const { server, t } = await serverWith(['acmeOwner', 'globexOwner']);
const { orgs, agents } = server.seeded;
const [desk, afterHours] = agents.acme;

const found = await call(server, 'POST', '/api/v2/phoneNumber/search/local/prefix', { token: t.acmeOwner, body: { prefix: '415' } });
const [deskNumber, spareNumber] = found.body.numbers.map((n: { number: string }) => n.number);
const buy = async (number: string, target?: number) => (await call(server, 'POST', '/api/v2/phoneNumber/assign', { token: t.acmeOwner, target, body: { number } })).body.phoneNumber;
const desks = await buy(deskNumber, desk);
const spare = await buy(spareNumber);

const verify = (body: unknown, opts: { token?: string; target?: number } = {}) =>
  call(server, 'POST', '/api/v1/verifyCellForwarding', { token: opts.token ?? t.acmeOwner, target: opts.target, body });
const validate = (body: unknown, opts: { token?: string; target?: number } = {}) =>
  call(server, 'POST', '/api/v1/validateVerifiedNumber', { token: opts.token ?? t.acmeOwner, target: opts.target, body });
const provenAt = async (id: number) => (await server.db.db.select().from(phoneNumbers).where(eq(phoneNumbers.id, id)))[0]!.forwardingProvenAt;

describe('verifyCellForwarding and validateVerifiedNumber', () => {
  it('before any test call, validate answers 404 and forwarding is unproven', async () => {
    expect(await validate({ phoneNumberId: spare.id })).toEqual({ status: 404, body: { success: false, message: 'No forwarding test call yet: start one with verifyCellForwarding' } });
    expect(await provenAt(spare.id)).toBeNull();
  });

  it('a cell that forwards proves it: the check is proven and the number records when (the agent\'s own number by default)', async () => {
    const started = await verify({ phoneNumber: '+16505550123' }, { target: desk });
    expect(started.status).toBe(200);
    expect(started.body.check).toMatchObject({ phoneNumberId: desks.id, number: deskNumber, cellNumber: '+16505550123', status: 'proven' });
    expect(started.body.forwardingProvenAt).toBe(started.body.check.provenAt);
    expect((await provenAt(desks.id))?.toISOString()).toBe(started.body.check.provenAt);
    const checked = await validate({ listen: true }, { target: desk });
    expect(checked.body.check).toMatchObject({ id: started.body.check.id, status: 'proven' });
    const health = await call(server, 'GET', '/api/v2/phoneNumbers/health', { token: t.acmeOwner });
    expect(health.body.numbers.find((n: { id: number }) => n.id === desks.id).forwardingProvenAt).toBe(started.body.check.provenAt);
  });

  it('a cell that does not forward (Demo carrier: ending in 0000) fails and proves nothing', async () => {
    const started = await verify({ phoneNumberId: spare.id, phoneNumber: '+16505550000' });
    expect(started.body.check).toMatchObject({ status: 'failed', provenAt: null });
    expect((await validate({ phoneNumberId: spare.id, listen: true })).body.check.status).toBe('failed');
    expect(await provenAt(spare.id)).toBeNull();
  });

  it('a test call coming back proves only a check still ringing on that very number; other calls are not taken for one', async () => {
    const [ringing] = await server.db.db
      .insert(forwardingChecks)
      .values({ phoneNumberId: spare.id, number: spareNumber, accountId: orgs.acme, cellNumber: '+16505550199', status: 'ringing' })
      .returning();
    expect(await forwardedCallArrived(server.db.db, { from: '+16505550199', to: spareNumber })).toBe(false);
    expect(await forwardedCallArrived(server.db.db, { from: deskNumber, to: deskNumber })).toBe(false);
    expect(await validate({ phoneNumberId: spare.id })).toMatchObject({ status: 200, body: { check: { id: ringing!.id, status: 'ringing' } } });
    const waiting = validate({ phoneNumberId: spare.id, listen: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await forwardedCallArrived(server.db.db, { from: spareNumber, to: spareNumber })).toBe(true);
    expect((await waiting).body.check).toMatchObject({ id: ringing!.id, status: 'proven' });
    expect(await provenAt(spare.id)).not.toBeNull();
    expect(await forwardedCallArrived(server.db.db, { from: spareNumber, to: spareNumber })).toBe(false);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const bad: [(b: unknown, o?: { target?: number }) => ReturnType<typeof verify>, unknown, RegExp, number?][] = [
      [verify, { phoneNumber: '6505550123' }, /^phoneNumber: /],
      [verify, { phoneNumber: ['+16505550123'] }, /^phoneNumber: /],
      [verify, { phoneNumberId: 'x', phoneNumber: '+16505550123' }, /^phoneNumberId: /],
      [verify, { phoneNumberId: spare.id, phoneNumber: spareNumber }, /^phoneNumber: /],
      [verify, { phoneNumber: '+16505550123' }, /^phoneNumberId: /, afterHours],
      [validate, { listen: 'yes', phoneNumberId: spare.id }, /^listen: /],
      [validate, {}, /^phoneNumberId: /],
    ];
    for (const [route, body, message, target] of bad) {
      const reply = await route(body, { target });
      expect({ body, status: reply.status }).toEqual({ body, status: 400 });
      expect(reply.body.message).toMatch(message);
    }
  });

  it('another organization gets 403 naming Acme, 404 guessing its number id; no session 401', async () => {
    const body = { phoneNumberId: spare.id, phoneNumber: '+16505550123' };
    expect(await verify(body, { token: t.globexOwner, target: orgs.acme })).toEqual(FORBIDDEN);
    expect(await validate(body, { token: t.globexOwner, target: desk })).toEqual(FORBIDDEN);
    expect((await verify(body, { token: t.globexOwner })).status).toBe(404);
    expect((await validate({ phoneNumberId: spare.id }, { token: t.globexOwner })).status).toBe(404);
    expect(await call(server, 'POST', '/api/v1/verifyCellForwarding', { body })).toEqual(NOT_SIGNED_IN);
    expect(await call(server, 'POST', '/api/v1/validateVerifiedNumber', { body: {} })).toEqual(NOT_SIGNED_IN);
  });
});
