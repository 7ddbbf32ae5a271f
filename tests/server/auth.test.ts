import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { verificationCodes } from '../../server/db/schema';
import { createOneTimeToken } from '../../server/auth/sessions';
import { call, latestCode, serverWith, signIn } from './helpers';

const { server } = await serverWith();

describe('email code sign-in', () => {
  it('turns an email code into a session that loads the account', async () => {
    const sent = await call(server, 'POST', '/api/v1/signin/email', { body: { email: 'Owner@Acme.example' } });
    expect(sent).toEqual({ status: 200, body: { success: true } });
    const code = await latestCode(server, 'owner@acme.example');
    expect(code).toMatch(/^[1-9]\d{5}$/);
    const verified = await call(server, 'POST', '/api/v1/email/verify', {
      body: { email: 'owner@acme.example', verificationCode: Number(code) },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.success).toBe(true);
    expect(verified.body.authToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await call(server, 'GET', '/api/v1/account', { token: verified.body.authToken });
    expect(me.status).toBe(200);
    expect(me.body.account).toMatchObject({
      id: server.seeded.ids.acmeOwner,
      email: 'owner@acme.example',
      role: 'owner',
      accountType: 'organization',
      organizationId: server.seeded.orgs.acme,
    });
    expect(me.body.user).toBeUndefined();
  });

  it('answers success for an unknown address but sends nothing', async () => {
    const sent = await call(server, 'POST', '/api/v1/signin/email', { body: { email: 'nobody@nowhere.example' } });
    expect(sent).toEqual({ status: 200, body: { success: true } });
    const outbox = await call(server, 'GET', '/dev/outbox', { query: { to: 'nobody@nowhere.example' } });
    expect(outbox.body.messages).toEqual([]);
  });

  it('refuses a wrong code with the catalogue message', async () => {
    await call(server, 'POST', '/api/v1/signin/email', { body: { email: 'admin@acme.example' } });
    const code = Number(await latestCode(server, 'admin@acme.example'));
    const wrong = code === 999999 ? 100000 : code + 1;
    const reply = await call(server, 'POST', '/api/v1/email/verify', {
      body: { email: 'admin@acme.example', verificationCode: wrong },
    });
    expect(reply).toEqual({ status: 400, body: { success: false, message: 'Could not verify code.' } });
  });

  it('returns token, cloudId and username for mobile', async () => {
    await call(server, 'POST', '/api/v1/signin/email', { body: { email: 'owner@globex.example' } });
    const code = await latestCode(server, 'owner@globex.example');
    const reply = await call(server, 'POST', '/api/v1/email/verify', {
      body: { email: 'owner@globex.example', verificationCode: Number(code), mobile: true },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, cloudId: String(server.seeded.ids.globexOwner), username: 'globex' });
    expect(typeof reply.body.token).toBe('string');
    expect(reply.body.authToken).toBeUndefined();
  });

  it('uses a code once', async () => {
    await call(server, 'POST', '/api/v1/signin/email', { body: { email: 'reseller@example.com' } });
    const code = Number(await latestCode(server, 'reseller@example.com'));
    const body = { email: 'reseller@example.com', verificationCode: code };
    expect((await call(server, 'POST', '/api/v1/email/verify', { body })).status).toBe(200);
    expect((await call(server, 'POST', '/api/v1/email/verify', { body })).body.message).toBe('Could not verify code.');
  });

  it('locks a code after 5 wrong attempts, even for the right code', async () => {
    const email = 'partner@example.com';
    await call(server, 'POST', '/api/v1/signin/email', { body: { email } });
    const code = Number(await latestCode(server, email));
    const wrong = code === 999999 ? 100000 : code + 1;
    for (let i = 0; i < 5; i++) {
      const r = await call(server, 'POST', '/api/v1/email/verify', { body: { email, verificationCode: wrong } });
      expect(r.status).toBe(400);
    }
    const right = await call(server, 'POST', '/api/v1/email/verify', { body: { email, verificationCode: code } });
    expect(right).toEqual({ status: 400, body: { success: false, message: 'Could not verify code.' } });
  });

  it('refuses an expired code', async () => {
    const email = 'super@example.com';
    await call(server, 'POST', '/api/v1/signin/email', { body: { email } });
    const code = Number(await latestCode(server, email));
    // Age every live code of the address past its 10 minutes.
    await server.db.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.address, email));
    const reply = await call(server, 'POST', '/api/v1/email/verify', { body: { email, verificationCode: code } });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Could not verify code.');
  });

  it('never issues a code starting with 0 (many requests)', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 60; i++) {
      await call(server, 'POST', '/api/v1/signin/phoneNumber', { body: { phoneNumber: '+15551230006' } });
    }
    const { body } = await call(server, 'GET', '/dev/outbox', { query: { to: '+15551230006' } });
    for (const m of body.messages) codes.push(m.code);
    expect(codes.length).toBe(60);
    for (const code of codes) expect(code).toMatch(/^[1-9]\d{5}$/);
  });

  it('rejects a malformed email naming the field', async () => {
    const reply = await call(server, 'POST', '/api/v1/signin/email', { body: { email: 'not-an-email' } });
    expect(reply).toEqual({ status: 400, body: { success: false, message: 'email: Invalid email address' } });
  });
});

describe('phone code sign-in', () => {
  it('signs in by SMS code, phone written with punctuation', async () => {
    const sent = await call(server, 'POST', '/api/v1/signin/phoneNumber', { body: { phoneNumber: '+1 (555) 123-0005' } });
    expect(sent).toEqual({ status: 200, body: { success: true } });
    const code = await latestCode(server, '+15551230005');
    const verified = await call(server, 'POST', '/api/v1/signin/phoneNumber/verify', {
      body: { phoneNumber: '+15551230005', verificationCode: Number(code) },
    });
    expect(verified.status).toBe(200);
    const me = await call(server, 'GET', '/api/v1/account', { token: verified.body.authToken });
    expect(me.body.account).toMatchObject({ id: server.seeded.ids.acmeAdmin, role: 'admin' });
  });

  it('rejects a malformed phone number naming the field', async () => {
    const reply = await call(server, 'POST', '/api/v1/signin/phoneNumber', { body: { phoneNumber: 'call me' } });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('phoneNumber: Invalid phone number');
  });
});

describe('one-time auth', () => {
  it('exchanges a one-time token once', async () => {
    const token = await createOneTimeToken(server.db.db, server.seeded.ids.globexOwner);
    const first = await call(server, 'GET', '/api/v1/oneTimeAuth', { query: { oneTimeToken: token } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: server.seeded.ids.globexOwner, username: 'globex' });
    const me = await call(server, 'GET', '/api/v1/account', { token: first.body.token });
    expect(me.body.account.email).toBe('owner@globex.example');
    const second = await call(server, 'GET', '/api/v1/oneTimeAuth', { query: { oneTimeToken: token } });
    expect(second.status).toBe(401);
    expect(second.body.message).toBe('Could not authenticate with token');
  });

  it('says when the token is missing or unknown', async () => {
    const missing = await call(server, 'GET', '/api/v1/oneTimeAuth');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('No auth token provided');
    const bad = await call(server, 'GET', '/api/v1/oneTimeAuth', { query: { oneTimeToken: 'x'.repeat(43) } });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe('Could not authenticate with token');
  });

  it('refuses an expired one-time token', async () => {
    const token = await createOneTimeToken(server.db.db, server.seeded.ids.acmeOwner, -1000);
    const reply = await call(server, 'GET', '/api/v1/oneTimeAuth', { query: { oneTimeToken: token } });
    expect(reply.status).toBe(401);
  });
});

describe('sessions', () => {
  it('allocates an anonymous session that opens no account', async () => {
    const temp = await call(server, 'GET', '/api/v1/allocateTempUserSession');
    expect(temp.status).toBe(200);
    expect(temp.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(temp.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await call(server, 'GET', '/api/v1/account', { token: temp.body.token });
    expect(me).toEqual({ status: 401, body: { success: false, message: 'Not signed in' } });
  });

  it('revokes the session on logout', async () => {
    const token = await signIn(server, 'owner@acme.example');
    expect((await call(server, 'GET', '/api/v1/account', { token })).status).toBe(200);
    expect(await call(server, 'POST', '/api/v1/logout', { token })).toEqual({ status: 200, body: { success: true } });
    expect((await call(server, 'GET', '/api/v1/account', { token })).status).toBe(401);
  });

  it('answers 401 without a token or with an unknown one', async () => {
    expect(await call(server, 'GET', '/api/v1/account')).toEqual({
      status: 401,
      body: { success: false, message: 'Not signed in' },
    });
    expect((await call(server, 'GET', '/api/v1/account', { token: 'nope' })).status).toBe(401);
  });
});
