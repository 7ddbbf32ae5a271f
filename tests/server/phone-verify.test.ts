// The signed-in user's phone number change (spec document 2 "Accounts": phoneNumber/requestVerificationCode
// and phoneNumber/validateVerificationCode), with the carrier a real HTTP stub of Twilio's API so what
// it was asked to text is seen: the code is texted to the new number, proves only that change (no
// sign-in, no other user), and once back makes the number the account's (its sign-in number from then
// on). Refusals: a taken number, the current one, a malformed one, a signed-out caller, a wrong or
// spent code, too many attempts, too many sends (per number and per account), a carrier failure.
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, verificationCodes } from '../../server/db/schema';
import { BAD_CODE, PHONE_REFUSED, PHONE_SEND_FAILED, PHONE_TAKEN, SAME_PHONE, TOO_MANY } from '../../server/areas/kernel/signupMessages';
import { verifySender } from '../../server/numbers/byoClaims';
import { auditRows, call, fileEnv, latestCode, serverWith } from './helpers';
import { startTwilioStub, STUB_SID, STUB_TOKEN } from './twilioStub';

const stub = await startTwilioStub();
// the platform's verification sender (CARRIER_VERIFY_FROM, default verifySender()) is a number the carrier account holds
stub.owned.set('PNverify', { sid: 'PNverify', number: verifySender(), form: {} });
const twilioEnv = { CARRIER: 'twilio', TWILIO_ACCOUNT_SID: STUB_SID, TWILIO_AUTH_TOKEN: STUB_TOKEN, TWILIO_API_BASE: stub.url, PUBLIC_URL: 'https://switchboard.example' };
fileEnv(twilioEnv);
const { server, t } = await serverWith(['acmeOwner', 'acmeAdmin', 'globexOwner'], { codeLimits: { perAddress: 3 } });
afterAll(() => stub.close());
const db = server.db.db;

const request = (token: string, phoneNumber: unknown) => call(server, 'POST', '/api/v1/phoneNumber/requestVerificationCode', { token, body: { phoneNumber } });
const validate = (token: string, phoneNumber: string, verificationCode: unknown) =>
  call(server, 'POST', '/api/v1/phoneNumber/validateVerificationCode', { token, body: { phoneNumber, verificationCode } });
const phoneOf = async (id: number) => (await db.select({ phone: accounts.phoneNumber }).from(accounts).where(eq(accounts.id, id)))[0]!.phone;
const texts = (to: string) => stub.requests.filter((r) => r.path.endsWith('/Messages.json') && r.form.To === to);
let next = 0;
const freshNumber = () => `+1555777${String(1000 + ++next)}`;
const ids = { acmeOwner: 0, acmeAdmin: 0 };
for (const [key, email] of [['acmeOwner', 'owner@acme.example'], ['acmeAdmin', 'admin@acme.example']] as const) {
  ids[key] = (await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)))[0]!.id;
}

describe("the signed-in user's phone number", () => {
  it('texts a code through the carrier and makes the number the account\'s once the code comes back', async () => {
    const before = await phoneOf(ids.acmeAdmin);
    const number = freshNumber();
    expect(await request(t.acmeAdmin, '+1 (555) 777-' + number.slice(-4))).toEqual({ status: 200, body: { success: true } });
    const code = await latestCode(server, number);
    const [sms] = texts(number);
    expect(sms.form.Body).toContain(code);
    expect(sms.form.From).toBe(verifySender());
    // the change's code is no sign-in code, and no other user's
    expect((await call(server, 'POST', '/api/v1/signin/phoneNumber/verify', { body: { phoneNumber: number, verificationCode: Number(code) } })).status).toBe(400);
    expect(await validate(t.acmeOwner, number, Number(code))).toEqual({ status: 400, body: { success: false, message: BAD_CODE } });
    expect(await validate(t.acmeAdmin, number, Number(code))).toEqual({ status: 200, body: { success: true, phoneNumber: number } });
    expect(await phoneOf(ids.acmeAdmin)).toBe(number);
    const [audit] = await auditRows(server, 'account.updated', ids.acmeAdmin);
    expect(audit).toMatchObject({ before: { phoneNumber: before }, after: { phoneNumber: number } });
    // spent
    expect((await validate(t.acmeAdmin, number, Number(code))).status).toBe(400);
    // it is now the account's sign-in number
    expect((await call(server, 'POST', '/api/v1/signin/phoneNumber', { body: { phoneNumber: number } })).status).toBe(200);
    const signIn = await latestCode(server, number);
    expect(signIn).not.toBe(code);
    const signed = await call(server, 'POST', '/api/v1/signin/phoneNumber/verify', { body: { phoneNumber: number, verificationCode: Number(signIn) } });
    expect(signed.status).toBe(200);
    expect(typeof signed.body.authToken).toBe('string');
  });

  it('answers "Could not verify code." on a wrong code, refuses codes that are not 6 digits, and stops after 5 attempts', async () => {
    const number = freshNumber();
    await request(t.acmeOwner, number);
    const code = Number(await latestCode(server, number));
    const wrong = code === 999999 ? 100000 : code + 1;
    expect(await validate(t.acmeOwner, number, wrong)).toEqual({ status: 400, body: { success: false, message: BAD_CODE } });
    expect((await validate(t.acmeOwner, number, 12345)).body.message).toMatch(/^verificationCode: /);
    expect((await validate(t.acmeOwner, number, '12345a')).body.message).toMatch(/^verificationCode: /);
    for (let i = 0; i < 4; i++) expect((await validate(t.acmeOwner, number, wrong)).status).toBe(400);
    // five attempts spent: the right code no longer works
    expect(await validate(t.acmeOwner, number, code)).toEqual({ status: 400, body: { success: false, message: BAD_CODE } });
    expect(await phoneOf(ids.acmeOwner)).toBe('+15551230004');
  });

  it('refuses a number another account holds, the current one, a malformed one and a signed-out caller, changing nothing', async () => {
    const sent = stub.requests.length;
    expect(await request(t.acmeAdmin, '+15551230006')).toEqual({ status: 409, body: { success: false, message: PHONE_TAKEN } });
    expect(await request(t.acmeOwner, '+15551230004')).toEqual({ status: 400, body: { success: false, message: SAME_PHONE } });
    for (const bad of ['5551234567', 'call me', '+0123456789', '', 15551234567, null]) {
      const refused = await request(t.acmeOwner, bad);
      expect(refused.status, String(bad)).toBe(400);
      expect(refused.body.message, String(bad)).toMatch(/^phoneNumber: /);
    }
    expect((await call(server, 'POST', '/api/v1/phoneNumber/requestVerificationCode', { body: { phoneNumber: freshNumber() } })).status).toBe(401);
    expect((await call(server, 'POST', '/api/v1/phoneNumber/validateVerificationCode', { body: { phoneNumber: freshNumber(), verificationCode: 123456 } })).status).toBe(401);
    expect(stub.requests.length).toBe(sent);
    expect(await phoneOf(ids.acmeOwner)).toBe('+15551230004');
  });

  it('refuses a number another account verified in the meantime', async () => {
    const number = freshNumber();
    await request(t.acmeOwner, number);
    const ownerCode = Number(await latestCode(server, number));
    await request(t.globexOwner, number);
    const globexCode = Number(await latestCode(server, number));
    expect((await validate(t.globexOwner, number, globexCode)).status).toBe(200);
    expect(await validate(t.acmeOwner, number, ownerCode)).toEqual({ status: 409, body: { success: false, message: PHONE_TAKEN } });
    expect(await phoneOf(ids.acmeOwner)).toBe('+15551230004');
  });

  it('limits the texts per number and per account (429), and voids a code the carrier could not send', async () => {
    const number = freshNumber();
    for (let i = 0; i < 3; i++) expect((await request(t.globexOwner, number)).status).toBe(200);
    expect(await request(t.globexOwner, number)).toEqual({ status: 429, body: { success: false, message: TOO_MANY } });
    expect(texts(number)).toHaveLength(3);
    // per account: twice a number's budget (6) whatever the numbers; globex has had 1 + 3 texts sent
    for (let i = 0; i < 2; i++) expect((await request(t.globexOwner, freshNumber())).status).toBe(200);
    const refused = freshNumber();
    expect(await request(t.globexOwner, refused)).toEqual({ status: 429, body: { success: false, message: TOO_MANY } });
    expect(texts(refused)).toEqual([]);

    // the carrier fails: 502, and the code it did not deliver does not verify
    const failing = freshNumber();
    stub.failNext(500, { code: 20500, message: 'Internal Server Error', status: 500 });
    expect(await request(t.acmeAdmin, failing)).toEqual({ status: 502, body: { success: false, message: PHONE_SEND_FAILED } });
    const outbox = (await call(server, 'GET', '/dev/outbox', { query: { to: failing } })).body.messages as unknown[];
    expect(outbox).toEqual([]);
    const codes = await db.select().from(verificationCodes).where(eq(verificationCodes.address, failing));
    expect(codes).toHaveLength(1);
    expect(codes[0]!.usedAt).not.toBeNull();
    // the carrier refuses the number: 400 naming the field
    stub.failNext(400, { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 });
    expect(await request(t.acmeAdmin, freshNumber())).toEqual({ status: 400, body: { success: false, message: PHONE_REFUSED } });
  });
});
