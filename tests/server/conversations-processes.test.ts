// The conversation runtime keeps no state in memory (issue 18 point 2): two API processes
// (server/main.ts, as users start it) on one PostgreSQL take turns of one call and messages of one
// room alternately, through the Twilio webhooks, and the call ends as one record with every turn.
// PostgreSQL only (PGlite is one process's own database): skipped unless TEST_DATABASE_URL is set.
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks';
import { describe, expect, it } from 'vitest';
import { TWILIO_PATHS } from '../../server/areas/kernel/twilioWebhooks';
import { apiProcesses, onPostgres, type ApiProcesses } from './processes';
import { assignNumber, callRow, eventsAbout, messagesOfRoom, recordOf, roomsOf } from './conversationsFixture';

const TOKEN = 'twilio-processes-token';
const PUBLIC_URL = 'https://switchboard.example';
let processes: ApiProcesses;

/** A signed Twilio webhook through process `n % 2`. */
async function post(n: number, path: string, params: Record<string, string>) {
  const response = await fetch(new URL(path, processes.started[n % 2].url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': getExpectedTwilioSignature(TOKEN, `${PUBLIC_URL}${path}`, params) },
    body: new URLSearchParams(params).toString(),
  });
  return { status: response.status, text: await response.text() };
}

describe.skipIf(!onPostgres)('the conversation runtime on two API processes', () => {
  processes = apiProcesses({ count: 2, env: { TWILIO_AUTH_TOKEN: TOKEN, PUBLIC_URL } });

  it('continues one call whichever process takes each turn', async () => {
    const copy = processes.copy!;
    const to = await assignNumber(copy.db.db, copy.seeded.orgs.acme, copy.seeded.agents.acme[0]);
    const CallSid = 'CAprocesses01';
    expect((await post(0, TWILIO_PATHS.voice, { From: '+15559991001', To: to, CallSid })).text).toContain('<Gather');
    const lines = ['What are your opening hours?', 'Can I book an appointment on Friday?', 'Thanks, that is all'];
    for (const [i, SpeechResult] of lines.entries()) {
      const turn = await post(i + 1, TWILIO_PATHS.turn, { CallSid, SpeechResult });
      expect(turn.status).toBe(200);
      expect(turn.text).toContain('<Gather');
    }
    expect((await post(0, TWILIO_PATHS.status, { CallSid, CallStatus: 'completed' })).status).toBe(200);
    const row = await callRow(copy.db.db, CallSid);
    expect(row).toMatchObject({ status: 'ended', turns: 3 });
    const record = await recordOf(copy.db.db, row.uuid);
    expect(record.transcript?.filter((l) => l.role === 'caller').map((l) => l.text)).toEqual(lines);
    expect((await eventsAbout(copy.db.db, 'callId', row.uuid)).map((e) => e.type)).toEqual(['call.started', 'call.turn', 'call.turn', 'call.turn', 'call.ended']);
  });

  it('continues one SMS room whichever process takes each message', async () => {
    const copy = processes.copy!;
    const to = await assignNumber(copy.db.db, copy.seeded.orgs.acme, copy.seeded.agents.acme[1]);
    const From = '+15559991002';
    for (let n = 0; n < 4; n++) {
      const reply = await post(n, TWILIO_PATHS.sms, { From, To: to, Body: `Message ${n}`, MessageSid: `SMprocesses${n}` });
      expect(reply.text).toContain('<Message>');
    }
    const rooms = await roomsOf(copy.db.db, to, From);
    expect(rooms).toHaveLength(1);
    expect((await messagesOfRoom(copy.db.db, rooms[0].id)).map((m) => m.direction)).toEqual(['in', 'out', 'in', 'out', 'in', 'out', 'in', 'out']);
  });
});
