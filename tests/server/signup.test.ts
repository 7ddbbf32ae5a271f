// Sign-up (issue 23 item 0): POST /api/v1/signup/email mails a code; POST /api/v1/email/verify with it
// makes the organization and its owner under the domain profile's reseller (or partner) and signs in.
// Plus the signed-in user's email change (email/requestVerificationCode, validateVerificationCode).
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CODE_TTL_MS } from '../../server/auth/codes';
import { purgeSignupsJob, purgeStaleSignups } from '../../server/auth/signupPurge';
import { accounts, domainProfiles, signups, verificationCodes } from '../../server/db/schema';
import { JOBS } from '../../server/jobs/catalog';
import { PARTNER_PROFILE_ID, RESELLER_PROFILE_ID } from '../../server/seed/data';
import { apiUrl, auditRows, call, latestCode, serverWith } from './helpers';

// a tight per-address budget to see the shared limit; every other test uses its own addresses
const { server, t } = await serverWith(['acmeOwner', 'acmeAdmin'], { codeLimits: { perAddress: 3 } });
const { ids } = server.seeded;
const db = server.db.db;

const CLOSED = 'Sign-up is closed here: ask your provider to create your account.';
const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}@signup.example`;
const form = (email: string, extra: Record<string, unknown> = {}) => ({ email, name: 'Nora New', businessName: 'Nora Bakery', ...extra });
const signUp = (body: unknown) => call(server, 'POST', '/api/v1/signup/email', { body });
const verify = async (email: string, code?: number) =>
  call(server, 'POST', '/api/v1/email/verify', { body: { email, verificationCode: code ?? Number(await latestCode(server, email)) } });
const accountsWith = (email: string) => db.select().from(accounts).where(eq(accounts.email, email));
const outbox = async (to: string) => (await call(server, 'GET', '/dev/outbox', { query: { to } })).body.messages as { text: string }[];

async function withProfileSetting<T>(profileId: number, allowSignup: boolean, work: () => Promise<T>): Promise<T> {
  const [row] = await db.select().from(domainProfiles).where(eq(domainProfiles.id, profileId));
  await db.update(domainProfiles).set({ settings: { ...row.settings, allowSignup } }).where(eq(domainProfiles.id, profileId));
  try {
    return await work();
  } finally {
    await db.update(domainProfiles).set({ settings: row.settings }).where(eq(domainProfiles.id, profileId));
  }
}

describe('POST /api/v1/signup/email', () => {
  it("makes nothing until the code is verified, then an organization and its owner under the profile's reseller", async () => {
    const email = unique('nora');
    const temp = (await call(server, 'GET', '/api/v1/allocateTempUserSession')).body as { id: string; token: string };
    const sent = await signUp(form(email.toUpperCase(), { accountId: ids.reseller, number: '+1 (415) 555-0188', externalAccountId: 'crm-42', tempUserToken: temp.token }));
    expect(sent).toEqual({ status: 200, body: { success: true } });
    expect(await accountsWith(email)).toEqual([]);
    expect((await outbox(email))[0].text).toContain('sign-up code');

    const verified = await verify(email);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ success: true, signedUp: true });
    const me = await call(server, 'GET', '/api/v1/account', { token: verified.body.authToken });
    expect(me.body.account).toMatchObject({ email, name: 'Nora New', accountName: 'Nora Bakery', accountType: 'organization', role: 'owner' });
    const [row] = await accountsWith(email);
    expect(row).toMatchObject({ resellerId: ids.reseller, partnerId: ids.partner, organizationId: row.id, externalAccountId: 'crm-42', phoneNumber: null });
    // the unproven number and the anonymous session's id are carried over in the settings
    expect(row.settings.signup).toMatchObject({ number: '+14155550188', tempUserId: temp.id, domainProfileId: RESELLER_PROFILE_ID });
    const [audit] = await auditRows(server, 'account.signedUp', row.id);
    expect(audit).toMatchObject({ actorId: row.id, resellerId: ids.reseller, organizationId: row.id });
    // the code is spent: a second verify makes nothing more
    expect((await verify(email, Number(await latestCode(server, email)))).status).toBe(400);
    expect(await accountsWith(email)).toHaveLength(1);
  });

  it("signs up under the partner whose profile owns the host (localhost: the own brand)", async () => {
    const email = unique('host');
    expect((await signUp(form(email))).status).toBe(200);
    expect((await verify(email)).body.signedUp).toBe(true);
    const [row] = await accountsWith(email);
    expect(row).toMatchObject({ partnerId: ids.partner, resellerId: null, accountType: 'organization' });
    expect(row.settings.signup).toMatchObject({ domainProfileId: PARTNER_PROFILE_ID });
  });

  it('is refused when the reseller or the partner has allowSignup false, and nothing is kept or sent', async () => {
    for (const [profile, accountId] of [[RESELLER_PROFILE_ID, ids.reseller], [PARTNER_PROFILE_ID, ids.reseller], [PARTNER_PROFILE_ID, undefined]] as const) {
      const email = unique('closed');
      const reply = await withProfileSetting(profile, false, () => signUp(form(email, { accountId })));
      expect(reply).toEqual({ status: 403, body: { success: false, message: CLOSED } });
      expect(await outbox(email)).toEqual([]);
      expect(await db.select().from(signups).where(eq(signups.email, email))).toEqual([]);
    }
    // and open again once the setting is back
    expect((await signUp(form(unique('reopened'), { accountId: ids.reseller }))).status).toBe(200);
  });

  it('is what the domain lookup tells the console: allowSignup false when the reseller or its partner refuses it', async () => {
    const lookup = async (body: Record<string, unknown>) => (await call(server, 'POST', '/api/v1/domain/lookup', { body })).body.domainProfile;
    const viaReseller = { accountId: ids.reseller };
    const viaHost = { domain: 'localhost' };
    expect((await lookup(viaReseller)).settings.allowSignup).not.toBe(false);
    expect((await lookup(viaHost)).settings.allowSignup).not.toBe(false);
    // the partner refuses: the reseller's profile (its own setting untouched) says so too, as sign-up would answer 403
    await withProfileSetting(PARTNER_PROFILE_ID, false, async () => {
      const reseller = await lookup(viaReseller);
      expect([reseller.id, reseller.settings.allowSignup]).toEqual([RESELLER_PROFILE_ID, false]);
      expect((await lookup(viaHost)).settings.allowSignup).toBe(false);
      const [own] = await db.select().from(domainProfiles).where(eq(domainProfiles.id, RESELLER_PROFILE_ID));
      expect(own!.settings.allowSignup).not.toBe(false);
    });
    await withProfileSetting(RESELLER_PROFILE_ID, false, async () => {
      expect((await lookup(viaReseller)).settings.allowSignup).toBe(false);
      expect((await lookup(viaHost)).settings.allowSignup).not.toBe(false); // the partner's own brand stays open
    });
  });

  it('never makes a second account for a taken email: the same answer, and the code signs in to the existing one', async () => {
    const email = 'admin@acme.example';
    const reply = await signUp(form(email, { accountId: ids.reseller, businessName: 'Impostor Inc' }));
    expect(reply).toEqual({ status: 200, body: { success: true } });
    expect((await outbox(email))[0].text).toContain('already has an account');
    const verified = await verify(email);
    expect(verified.status).toBe(200);
    expect(verified.body.signedUp).toBeUndefined();
    const me = await call(server, 'GET', '/api/v1/account', { token: verified.body.authToken });
    expect(me.body.account.id).toBe(ids.acmeAdmin);
    expect(await accountsWith(email)).toHaveLength(1);
    expect(await db.select().from(accounts).where(eq(accounts.accountName, 'Impostor Inc'))).toEqual([]);
  });

  it('refuses a wrong code with the catalogue message and makes no account', async () => {
    const email = unique('wrong');
    await signUp(form(email));
    const code = Number(await latestCode(server, email));
    const reply = await verify(email, code === 999999 ? 100000 : code + 1);
    expect(reply).toEqual({ status: 400, body: { success: false, message: 'Could not verify code.' } });
    expect(await accountsWith(email)).toEqual([]);
  });

  it('spends the sign-in codes\' per-address budget (shared with POST /api/v1/signin/email)', async () => {
    const email = unique('limit');
    expect((await signUp(form(email))).status).toBe(200);
    expect((await call(server, 'POST', '/api/v1/signin/email', { body: { email } })).status).toBe(200);
    expect((await signUp(form(email))).status).toBe(200);
    const over = await signUp(form(email));
    expect(over).toEqual({ status: 429, body: { success: false, message: 'Too many code requests. Try again in a few minutes.' } });
    expect(await outbox(email)).toHaveLength(2);
  });

  it('names the refused field and keeps nothing', async () => {
    const email = unique('hostile');
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ email: 'not-an-email' }, /^email: /],
      [{ name: '' }, /^name: /],
      [{ name: 'x'.repeat(201) }, /^name: /],
      [{ businessName: 'Bad\u202Egnp.exe' }, /^businessName: /],
      [{ businessName: 'Nul\u0000Co' }, /businessName/],
      [{ number: 'call me' }, /^number: /],
      [{ accountId: -3 }, /^accountId: /],
      [{ accountId: 999999 }, /^accountId: /],
      [{ tempUserToken: 'no-such-session' }, /^tempUserToken: /],
      [{ externalAccountId: 'y'.repeat(201) }, /^externalAccountId: /],
    ];
    for (const [change, message] of cases) {
      const reply = await signUp({ ...form(email), ...change });
      expect(reply.status, JSON.stringify(change)).toBe(400);
      expect(reply.body.message).toMatch(message);
    }
    expect(await outbox(email)).toEqual([]);
    expect(await db.select().from(signups).where(eq(signups.email, email))).toEqual([]);
  });

  it('is retry-safe: one Idempotency-Key, one code', async () => {
    const email = unique('retry');
    const send = () =>
      fetch(apiUrl(server, '/api/v1/signup/email'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'signup-retry-1' },
        body: JSON.stringify(form(email)),
      });
    expect((await send()).status).toBe(200);
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await outbox(email)).toHaveLength(1);
  });
});

describe('stale sign-ups', () => {
  it('are purged by the hourly job on the queue once their code expired; a live or verified one is kept', async () => {
    const [stale, live, done] = [unique('stale'), unique('live'), unique('done')];
    for (const email of [stale, live, done]) expect((await signUp(form(email))).status).toBe(200);
    expect((await verify(done)).status).toBe(200);
    const rowOf = async (email: string) => (await db.select().from(signups).where(eq(signups.email, email)))[0];
    const [staleRow, liveRow, doneRow] = [await rowOf(stale), await rowOf(live), await rowOf(done)];
    expect(doneRow!.accountId).not.toBeNull();
    // the stale one and the verified one were made (and their codes expired) past a code's lifetime
    const past = new Date(Date.now() - CODE_TTL_MS - 60_000);
    await db.update(signups).set({ createdAt: past }).where(inArray(signups.id, [staleRow!.id, doneRow!.id]));
    await db.update(verificationCodes).set({ expiresAt: past }).where(inArray(verificationCodes.signupId, [staleRow!.id, doneRow!.id]));
    // the live one is old too, but a code of it still works: kept
    await db.update(signups).set({ createdAt: past }).where(eq(signups.id, liveRow!.id));

    // the queue runs it (cron, once across processes), not a timer of this process
    expect(JOBS).toContain(purgeSignupsJob);
    expect(purgeSignupsJob.cron).toMatch(/^\d+ \* \* \* \*$/);
    await server.jobs.send(purgeSignupsJob, {});
    expect(await server.jobs.drain({ names: [purgeSignupsJob.name] })).toBe(1);
    expect(await rowOf(stale)).toBeUndefined();
    expect(await db.select().from(verificationCodes).where(eq(verificationCodes.signupId, staleRow!.id))).toEqual([]);
    expect(await rowOf(live)).toBeDefined();
    expect(await rowOf(done)).toBeDefined();
    // the live one's code still makes its account
    expect((await verify(live)).status).toBe(200);
    expect(await accountsWith(live)).toHaveLength(1);
    // nothing left to purge: a second run deletes nothing
    expect(await purgeStaleSignups(db, Date.now())).toBe(0);
  });
});

describe("the signed-in user's email change", () => {
  const request = (token: string, email: string) => call(server, 'POST', '/api/v1/email/requestVerificationCode', { token, body: { email } });
  const validate = (token: string, email: string, verificationCode: unknown) =>
    call(server, 'POST', '/api/v1/email/validateVerificationCode', { token, body: { email, verificationCode } });

  it('changes the email once the code mailed to the new address comes back', async () => {
    const email = unique('moved');
    expect(await request(t.acmeAdmin, email)).toEqual({ status: 200, body: { success: true } });
    const code = Number(await latestCode(server, email));
    // the change's code is no sign-in code: it never opens the account to whoever reads that mailbox
    expect((await verify(email, code)).status).toBe(400);
    // nor another user's change
    expect((await validate(t.acmeOwner, email, code)).status).toBe(400);
    expect(await validate(t.acmeAdmin, email, code)).toEqual({ status: 200, body: { success: true, email } });
    expect((await accountsWith(email))[0].id).toBe(ids.acmeAdmin);
    // spent
    expect((await validate(t.acmeAdmin, email, code)).status).toBe(400);
    await db.update(accounts).set({ email: 'admin@acme.example' }).where(eq(accounts.id, ids.acmeAdmin));
  });

  it('answers "Could not verify code." on a wrong code and refuses codes that are not 6 digits', async () => {
    const email = unique('wrongchange');
    await request(t.acmeOwner, email);
    const code = Number(await latestCode(server, email));
    expect(await validate(t.acmeOwner, email, code === 999999 ? 100000 : code + 1)).toEqual({ status: 400, body: { success: false, message: 'Could not verify code.' } });
    expect((await validate(t.acmeOwner, email, 12345)).body.message).toMatch(/^verificationCode: /);
    expect((await validate(t.acmeOwner, email, 1234567)).body.message).toMatch(/^verificationCode: /);
    const ok = await validate(t.acmeOwner, email, code);
    expect(ok).toEqual({ status: 200, body: { success: true, email } });
    const [row] = await accountsWith(email);
    expect(row.id).toBe(ids.acmeOwner);
    const [audit] = await auditRows(server, 'account.updated', ids.acmeOwner);
    expect(audit.after).toEqual({ email });
    // back to the seeded address, other suites' fixtures rely on it
    await db.update(accounts).set({ email: 'owner@acme.example' }).where(eq(accounts.id, ids.acmeOwner));
  });

  it('refuses a taken address, the current one, and a signed-out caller', async () => {
    expect(await request(t.acmeAdmin, 'owner@globex.example')).toEqual({ status: 409, body: { success: false, message: 'email: Already used by another account' } });
    expect((await request(t.acmeAdmin, 'ADMIN@acme.example')).status).toBe(400);
    expect((await call(server, 'POST', '/api/v1/email/requestVerificationCode', { body: { email: unique('anon') } })).status).toBe(401);
  });
});
