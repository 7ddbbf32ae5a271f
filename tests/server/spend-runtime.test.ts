// Issue 22 point 6 in the runtime: at the hard spend cap every outbound call stops (campaigns, the
// trunk's single calls, transfers: refused with a spoken or texted fallback) while inbound calls and
// SMS are still answered; raising the cap lets them out again. A soft cap only alerts.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HARD_CAP_REACHED, TRANSFER_STOPPED_REPLY } from '../../server/billing/messages';
import { conversationRuntime } from '../../server/conversations';
import { calls, spendAlerts } from '../../server/db/schema';
import type { Carrier } from '../../server/providers/carrier';
import { selectCarrier } from '../../server/providers/carrier';
import { call, serverWith } from './helpers';
import { assignNumber, freshNumber, recordOf } from './conversationsFixture';
import { newTask, ownNumber, uploadCsv } from './tasksFixture';

const { server, t } = await serverWith(['reseller', 'acmeOwner', 'globexOwner']);
const db = server.db.db;
const { orgs, agents } = server.seeded;
const TRANSFER = 'Can I talk to a real person please?';

async function voice(orgId: number, seconds: number) {
  await db.insert(calls).values({ uuid: crypto.randomUUID(), callId: crypto.randomUUID(), roomId: 'r', accountId: orgId, timestamp: new Date(), duration: seconds, direction: 'inbound' });
}
const caps = (org: number, body: object) => call(server, 'PUT', '/api/v2/billing/spendControls', { token: t.reseller, target: org, body });
const sms = (to: string, text: string, from = freshNumber()) => call(server, 'POST', '/dev/carrier/sms', { body: { from, to, text } });
const trunkCall = (token: string) => call(server, 'POST', '/api/v2/sip/demoCalls', { token, body: { to: '+15551230123' } });

/** The runtime with a carrier that records the calls it places (transfers), over the demo carrier. */
function recordingRuntime() {
  const placed: string[] = [];
  const demo = selectCarrier();
  const carrier: Carrier = Object.assign(Object.create(demo) as Carrier, {
    placeCall: async (c: { to: string; from: string; callId: string }) => (placed.push(c.to), demo.placeCall(c)),
  });
  return { placed, runtime: conversationRuntime(db, { carrier }) };
}

describe('at the hard spend cap', () => {
  it('stops campaigns and the trunk\'s outbound calls with 402 naming the cap', async () => {
    await voice(orgs.acme, 600);
    const set = await caps(orgs.acme, { hardCapUsd: '0.01' });
    expect(set.body).toMatchObject({ hardCapReached: true });
    const fromNumber = await ownNumber(server, t.acmeOwner, agents.acme[0]);
    const upload = await uploadCsv(server, t.acmeOwner, 'phone\n+14155550101\n');
    const created = await call(server, 'POST', '/api/v2/tasks', { token: t.acmeOwner, body: newTask({ agentId: agents.acme[0], fromNumber, uploadId: upload.id }) });
    const started = await call(server, 'POST', `/api/v2/tasks/${created.body.task.id}`, { token: t.acmeOwner, body: { action: 'start' } });
    expect(started).toMatchObject({ status: 402, body: { success: false, message: HARD_CAP_REACHED } });
    expect(await trunkCall(t.acmeOwner)).toMatchObject({ status: 402, body: { message: HARD_CAP_REACHED } });
    // another organization is not stopped by Acme's cap
    expect((await trunkCall(t.globexOwner)).status).toBe(201);
  });

  it('answers inbound calls but refuses their transfers, with the fallback said instead', async () => {
    const to = await assignNumber(db, orgs.acme, agents.acme[0]);
    const { placed, runtime } = recordingRuntime();
    const carrierCallId = `CAcap${Date.now()}`;
    const start = await runtime.startCall({ from: freshNumber(), to, carrierCallId });
    expect(start).toMatchObject({ status: 'answered', hangup: false });
    const step = await runtime.callTurn(carrierCallId, 'I want to speak to a person');
    expect(step).toMatchObject({ status: 'answered', say: TRANSFER_STOPPED_REPLY, transferTo: null, hangup: false });
    expect(placed).toEqual([]);
    const next = await runtime.callTurn(carrierCallId, 'What are your opening hours?');
    expect(next.status).toBe('answered'); // the call goes on
    const uuid = await runtime.endCall(carrierCallId, 'completed');
    expect(await recordOf(db, uuid!)).toMatchObject({ direction: 'inbound', transferMade: 0 });
  });

  it('answers inbound SMS, texting the fallback instead of a transfer, and offers none', async () => {
    const to = await assignNumber(db, orgs.acme, agents.acme[0]);
    const plain = await sms(to, 'What are your opening hours?');
    expect(plain.body.status).toBe('answered');
    expect(plain.body.reply).not.toBe(TRANSFER_STOPPED_REPLY);
    const transfer = await sms(to, TRANSFER);
    expect(transfer.body).toMatchObject({ status: 'answered', reply: TRANSFER_STOPPED_REPLY, transferTo: null });
    expect(await recordOf(db, transfer.body.uuid)).toMatchObject({ transferMade: 0 });
    const sales = await assignNumber(db, orgs.acme, agents.acme[2]); // confirms transfers first
    const offer = await sms(sales, 'I want to talk to a person about pricing');
    expect(offer.body.reply).toBe(TRANSFER_STOPPED_REPLY);
  });

  it('lets outbound calls out again once the cap is raised', async () => {
    expect((await caps(orgs.acme, { hardCapUsd: 100000 })).body).toMatchObject({ hardCapReached: false });
    expect((await trunkCall(t.acmeOwner)).status).toBe(201);
    const to = await assignNumber(db, orgs.acme, agents.acme[0]);
    const transfer = await sms(to, TRANSFER);
    expect(transfer.body).toMatchObject({ reply: 'Let me connect you with a colleague.', transferTo: '+15551230100' });
    const hard = await db.select().from(spendAlerts).where(and(eq(spendAlerts.accountId, orgs.acme), eq(spendAlerts.cap, 'hard')));
    expect(hard.map((a) => a.threshold).sort()).toEqual([100, 80, 90]); // once each, however often the cap was met
  });
});

describe('a soft cap', () => {
  it('only alerts: outbound calls and transfers go on', async () => {
    await voice(orgs.globex, 6000);
    expect((await caps(orgs.globex, { softCapUsd: '0.01', hardCapUsd: null })).body).toMatchObject({ hardCapReached: false });
    expect((await trunkCall(t.globexOwner)).status).toBe(201);
    const to = await assignNumber(db, orgs.globex, agents.globex[0]);
    const transfer = await sms(to, TRANSFER);
    expect(transfer.body.transferTo).toBe('+15551230200');
    expect(transfer.body.reply).not.toBe(TRANSFER_STOPPED_REPLY);
  });
});
