// Issue 18 points 1 and 8: Twilio's inbound webhooks are accepted only with a valid
// X-Twilio-Signature (signed here with twilio's own getExpectedTwilioSignature over PUBLIC_URL and
// the form); otherwise 403 and nothing recorded. SMS answers MessagingResponse TwiML; a call
// <Say>s and <Gather>s speech turn by turn, <Dial>s a transfer, and its status callback ends it
// and writes the call record.
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { TWILIO_PATHS } from '../../server/areas/kernel/twilioWebhooks';
import { BAD_SIGNATURE, callGreeting, TWILIO_OFF } from '../../server/conversations/messages';
import { taskRecipients, tasks } from '../../server/db/schema';
import { callCostCents, TASK_CALL_PREFIX } from '../../server/tasks/constants';
import { startTestServer, type TestServer } from '../../server/testing';
import { serverWith } from './helpers';
import { assignNumber, callRow, eventsAbout, freshNumber, recordOf, roomsOf } from './conversationsFixture';

const TOKEN = 'twilio-test-auth-token';
const PUBLIC_URL = 'https://switchboard.example';
const saved = process.env.TWILIO_AUTH_TOKEN;
process.env.TWILIO_AUTH_TOKEN = TOKEN;
const { server } = await serverWith([], { publicUrl: PUBLIC_URL });
afterAll(() => {
  if (saved === undefined) delete process.env.TWILIO_AUTH_TOKEN;
  else process.env.TWILIO_AUTH_TOKEN = saved;
});
const db = server.db.db;
const { orgs, agents } = server.seeded;

async function post(path: string, params: Record<string, string>, { token = TOKEN, url = `${PUBLIC_URL}${path}`, signature = true, on = server as Pick<TestServer, 'url'> } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (signature) headers['x-twilio-signature'] = getExpectedTwilioSignature(token, url, params);
  const response = await fetch(new URL(path, on.url), { method: 'POST', headers, body: new URLSearchParams(params).toString() });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

describe('Twilio SMS webhook', () => {
  it('answers a signed SMS with the agent\'s reply as TwiML, and records it', async () => {
    const to = await assignNumber(db, orgs.acme, agents.acme[0]);
    const from = freshNumber();
    const reply = await post(TWILIO_PATHS.sms, { From: from, To: to, Body: 'Can I book an appointment?', MessageSid: 'SMtwilio0001', AccountSid: 'AC1' });
    expect(reply.status).toBe(200);
    expect(reply.type).toMatch(/^text\/xml/);
    expect(reply.text).toMatch(/<Response><Message>Sure, I can help with that: book appointment\..*<\/Message><\/Response>/);
    const [room] = await roomsOf(db, to, from);
    expect((await eventsAbout(db, 'roomId', room.id)).map((e) => e.type)).toEqual(['message.in', 'message.out']);
  });

  it('refuses a missing, forged or misdirected signature with 403, recording nothing', async () => {
    const to = await assignNumber(db, orgs.acme, agents.acme[0]);
    const from = freshNumber();
    const form = { From: from, To: to, Body: 'Hello', MessageSid: 'SMforged0001' };
    for (const options of [{ signature: false }, { token: 'not-the-token' }, { url: `${PUBLIC_URL}/carrier/twilio/voice` }]) {
      expect(await post(TWILIO_PATHS.sms, form, options)).toMatchObject({ status: 403, text: JSON.stringify({ success: false, message: BAD_SIGNATURE }) });
    }
    expect(await roomsOf(db, to, from)).toEqual([]);
  });

  it('checks the signature before the fields, then names a bad field', async () => {
    const bad = { From: 'x', To: 'not a number', Body: 'Hello', MessageSid: 'SMbad0001' };
    expect((await post(TWILIO_PATHS.sms, bad, { signature: false })).status).toBe(403);
    expect(await post(TWILIO_PATHS.sms, bad)).toMatchObject({ status: 400, text: expect.stringContaining('"To: Invalid phone number: expected E.164') });
  });
});

describe('Twilio voice webhooks', () => {
  it('greets, gathers speech turn by turn, dials a transfer, and records the call when its status says it ended', async () => {
    const to = await assignNumber(db, orgs.acme, agents.acme[0]);
    const CallSid = 'CAtwilio0001';
    const start = await post(TWILIO_PATHS.voice, { From: '+15559990001', To: to, CallSid, CallerName: 'Jane Doe', CallStatus: 'ringing' });
    expect(start.text).toBe(
      `<?xml version="1.0" encoding="UTF-8"?><Response><Say>${callGreeting('Front Desk')}</Say>` +
        `<Gather input="speech" action="${TWILIO_PATHS.turn}" method="POST" speechTimeout="auto"/><Say>Goodbye.</Say><Hangup/></Response>`,
    );
    const booking = await post(TWILIO_PATHS.turn, { CallSid, SpeechResult: 'I would like to book an appointment tomorrow' });
    expect(booking.text).toContain('<Say>Sure, I can help with that: book appointment. I am calling bookAppointment now.</Say><Gather');
    const transfer = await post(TWILIO_PATHS.turn, { CallSid, SpeechResult: 'Can I talk to a real person?' });
    expect(transfer.text).toContain('<Say>Let me connect you with a colleague.</Say><Dial>+15551230100</Dial></Response>');
    const row = await callRow(db, CallSid);
    expect(row).toMatchObject({ status: 'transferring', turns: 2 });
    for (let i = 0; i < 2; i++) expect((await post(TWILIO_PATHS.status, { CallSid, CallStatus: 'completed' })).status).toBe(200);
    const record = await recordOf(db, row.uuid);
    expect(record).toMatchObject({ callId: CallSid, direction: 'inbound', cnam: 'Jane Doe', fromNumber: '+15559990001', toNumber: to, transfer: '+15551230100', transferMade: 1, appointmentBooked: 1 });
    expect(record.transcript?.map((l) => l.role)).toEqual(['agent', 'caller', 'agent', 'caller', 'agent']);
    expect((await eventsAbout(db, 'callId', row.uuid)).map((e) => e.type)).toEqual(['call.started', 'call.turn', 'call.turn', 'call.ended']);
  });

  it('keeps no caller name that fails the caller-name check, and hangs up on silence', async () => {
    const to = await assignNumber(db, orgs.acme, agents.acme[0]);
    const CallSid = 'CAtwilio0002';
    await post(TWILIO_PATHS.voice, { From: '+15559990002', To: to, CallSid, CallerName: 'WIRELESS CALLER' });
    expect((await post(TWILIO_PATHS.turn, { CallSid })).text).toContain('<Hangup/>');
    expect(await recordOf(db, (await callRow(db, CallSid)).uuid)).toMatchObject({ cnam: null, direction: 'inbound' });
  });

  it('refuses an unsigned call with 403, recording nothing', async () => {
    const to = await assignNumber(db, orgs.acme, agents.acme[0]);
    expect((await post(TWILIO_PATHS.voice, { From: '+15559990003', To: to, CallSid: 'CAforged0001' }, { signature: false })).status).toBe(403);
    expect((await post(TWILIO_PATHS.status, { CallSid: 'CAtwilio0002', CallStatus: 'failed' }, { token: 'nope' })).status).toBe(403);
    expect(await callRow(db, 'CAforged0001')).toBeUndefined();
  });

  it('answers a refusal and hangs up for a number with no agent', async () => {
    const reply = await post(TWILIO_PATHS.voice, { From: '+15559990004', To: freshNumber(), CallSid: 'CAnoagent01' });
    expect(reply.text).toMatch(/<Say>Sorry, no agent answers this number\.<\/Say><Hangup\/>/);
  });
});

describe('Twilio webhooks without TWILIO_AUTH_TOKEN', () => {
  it('refuse every request, signed or not', async () => {
    delete process.env.TWILIO_AUTH_TOKEN;
    const off = await startTestServer();
    try {
      const reply = await post(TWILIO_PATHS.sms, { From: '+15559990005', To: '+15551230100', Body: 'Hi', MessageSid: 'SMoff' }, { on: off, url: `${off.url}${TWILIO_PATHS.sms}` });
      expect(reply).toMatchObject({ status: 403, text: JSON.stringify({ success: false, message: TWILIO_OFF }) });
    } finally {
      await off.close();
    }
  });
});

describe('Twilio status callbacks of a campaign call', () => {
  it('make the status the recipient\'s outcome: no-answer retried later, completed answered with its spend; other calls untouched', async () => {
    const [task] = await db
      .insert(tasks)
      .values({
        accountId: orgs.acme,
        agentId: agents.acme[0]!,
        name: 'Twilio status',
        fromNumber: '+15550101234',
        state: 'running',
        timezone: 'America/New_York',
        window: { days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '23:59' },
        concurrency: 2,
        retries: { noAnswer: { max: 2, delayMinutes: 60 }, busy: { max: 1, delayMinutes: 30 } },
      })
      .returning();
    const recipient = (row: number) => ({ taskId: task!.id, row, phone: `+1415555${String(row).padStart(4, '0')}`, variables: {}, status: 'dialing' as const, attempts: 1, callId: `${TASK_CALL_PREFIX}twilio-${row}-1` });
    await db.insert(taskRecipients).values([recipient(1), recipient(2)]);
    const status = (row: number) => `${TWILIO_PATHS.status}?callId=${encodeURIComponent(recipient(row).callId)}`;

    expect((await post(status(1), { CallSid: 'CAtask0001', CallStatus: 'no-answer' })).status).toBe(200);
    expect((await post(status(2), { CallSid: 'CAtask0002', CallStatus: 'in-progress' })).status).toBe(200);
    expect((await post(status(2), { CallSid: 'CAtask0002', CallStatus: 'completed', CallDuration: '95' })).status).toBe(200);
    // told twice: the second changes nothing
    expect((await post(status(2), { CallSid: 'CAtask0002', CallStatus: 'completed', CallDuration: '95' })).status).toBe(200);

    const rows = await db.select().from(taskRecipients).where(eq(taskRecipients.taskId, task!.id)).orderBy(taskRecipients.row);
    expect(rows.map((r) => ({ status: r.status, lastOutcome: r.lastOutcome, retryLater: r.nextAttemptAt !== null }))).toEqual([
      { status: 'queued', lastOutcome: 'no-answer', retryLater: true },
      { status: 'completed', lastOutcome: 'answered', retryLater: false },
    ]);
    const [after] = await db.select().from(tasks).where(eq(tasks.id, task!.id));
    expect({ callSeconds: after!.callSeconds, spendCents: after!.spendCents }).toEqual({ callSeconds: 95, spendCents: callCostCents(95) });
    // unsigned: refused before anything is read
    expect((await post(status(1), { CallSid: 'CAtask0001', CallStatus: 'completed' }, { signature: false })).status).toBe(403);
  });
});
