// Issue 18 point 6, End hangs up: a supervisor's End on a call the real carrier holds asks the
// carrier (a stub of Twilio's REST API over HTTP) to complete it before the call record is written;
// if the carrier fails, the call stays live (as it is) and End can be sent again.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { conversationRuntime } from '../../server/conversations';
import { phoneNumbers } from '../../server/db/schema';
import { CARRIER_FAILED } from '../../server/numbers/messages';
import { call, fileEnv, serverWith } from './helpers';
import { assignNumber, callRow, freshNumber, recordOf } from './conversationsFixture';
import { startTwilioStub, STUB_SID, STUB_TOKEN } from './twilioStub';

const stub = await startTwilioStub();
const twilioEnv = { CARRIER: 'twilio', TWILIO_ACCOUNT_SID: STUB_SID, TWILIO_AUTH_TOKEN: STUB_TOKEN, TWILIO_API_BASE: stub.url, PUBLIC_URL: 'https://switchboard.example' };
fileEnv(twilioEnv);
const { server, t } = await serverWith(['acmeOwner']);
afterAll(() => stub.close());
const db = server.db.db;
const { orgs, agents } = server.seeded;
const runtime = conversationRuntime(db);
const end = (callId: string) => call(server, 'POST', `/api/v2/live/calls/${callId}/end`, { token: t.acmeOwner });
const hangUps = () => stub.requests.filter((r) => /\/Calls\/CA\w+\.json$/.test(r.path));

async function liveCall(carrier: 'twilio' | 'demo') {
  const to = await assignNumber(db, orgs.acme, agents.acme[0]);
  await db.update(phoneNumbers).set({ carrier }).where(eq(phoneNumbers.number, to));
  const carrierCallId = `CA${crypto.randomUUID().replace(/-/g, '')}`;
  const started = await runtime.startCall({ from: freshNumber(), to, carrierCallId });
  return { carrierCallId, callId: started.callUuid! };
}

describe('End on a call the carrier holds', () => {
  it('hangs it up at the carrier, then writes its record; ending again asks nothing more', async () => {
    const { carrierCallId, callId } = await liveCall('twilio');
    const before = hangUps().length;
    expect((await end(callId)).body.call.status).toBe('ended');
    expect(hangUps().slice(before)).toEqual([expect.objectContaining({ method: 'POST', path: expect.stringContaining(`/Calls/${carrierCallId}.json`), form: { Status: 'completed' } })]);
    expect(await recordOf(db, callId)).toBeDefined();
    await end(callId);
    expect(hangUps().length - before).toBe(1);
  });

  it('leaves the call live when the carrier fails (502), and ends it on the next End', async () => {
    const { carrierCallId, callId } = await liveCall('twilio');
    stub.failNext(503, '<html>Service Unavailable</html>');
    const failed = await end(callId);
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe(CARRIER_FAILED);
    expect((await callRow(db, carrierCallId)).status).toBe('live');
    expect((await end(callId)).body.call.status).toBe('ended');
  });

  it('does not ask the carrier about a call on a number it does not hold', async () => {
    const { callId } = await liveCall('demo');
    const before = hangUps().length;
    expect((await end(callId)).body.call.status).toBe('ended');
    expect(hangUps().length).toBe(before);
  });
});
