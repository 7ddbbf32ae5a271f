// A small, hand-made set of calls in Harbor Dental (Blue Harbor's org, which the seed gives no
// calls), for the logs and metrics suites: every operator's answer can be worked out by reading it.
import type { GeneratedCall } from '../../server/calls/generator';
import { insertCalls } from '../../server/calls/insertCalls';
import type { TestServer } from '../../server/testing/index';

export type FixtureCall = Partial<GeneratedCall> & { uuid: string };

/** Hours before the fixture's "now" (the test's start, to the second). */
export const NOW_S = Math.floor(Date.now() / 1000) - 60;
export const hoursAgo = (h: number) => new Date((NOW_S - h * 3600) * 1000);

export const FIXTURE: FixtureCall[] = [
  { uuid: 'f1', cnam: 'ADA LOVELACE', direction: 'inbound', duration: 120, appointmentBooked: 1, agentId: 901, fromNumber: '+15550000001', timestamp: hoursAgo(1) },
  { uuid: 'f2', cnam: 'alan turing', direction: 'outbound', duration: 60, transfer: '+15551112222', transferMade: 1, agentId: 902, fromNumber: '+15559990000', timestamp: hoursAgo(2) },
  { uuid: 'f3', cnam: null, direction: 'inbound', duration: 0, agentId: 901, fromNumber: '+15550000003', timestamp: hoursAgo(3) },
  { uuid: 'f4', cnam: '', direction: 'inbound', duration: 300, appointmentBooked: 1, agentId: 902, fromNumber: '+15550000004', timestamp: hoursAgo(4) },
  { uuid: 'f5', cnam: '=HYPERLINK("http://x.example")', direction: 'inbound', duration: 45, agentId: 901, fromNumber: '+15550000005', timestamp: hoursAgo(5) },
  { uuid: 'f6', cnam: 'Grace 100% "Hopper", RN', direction: 'outbound', duration: 30, agentId: 902, fromNumber: '+15559990000', timestamp: hoursAgo(6) },
  // outside a one-day window
  { uuid: 'f7', cnam: 'OLD CALLER', direction: 'inbound', duration: 600, agentId: 901, fromNumber: '+15550000007', timestamp: hoursAgo(24 * 40) },
];

export function fixtureCall(org: { accountId: number; partnerId: number; resellerId: number }, call: FixtureCall): GeneratedCall {
  return {
    callId: `CA-${call.uuid}`,
    roomId: `room-${call.uuid}`,
    accountName: 'Harbor Dental',
    agentId: null,
    timestamp: hoursAgo(0),
    duration: 0,
    fromNumber: '',
    toNumber: '+15557770000',
    cnam: null,
    direction: 'inbound',
    transfer: '',
    appointmentBooked: 0,
    transferMade: 0,
    transcript: null,
    ...org,
    ...call,
  };
}

/** Inserts the fixture (or other calls) into Harbor Dental; returns its org id. */
export async function seedHarborCalls(server: TestServer, list: readonly FixtureCall[] = FIXTURE): Promise<number> {
  const { harborDental, blueHarbor, ids } = server.seeded;
  const org = { accountId: harborDental, partnerId: ids.partner, resellerId: blueHarbor };
  await insertCalls(server.db.db, list.map((c) => fixtureCall(org, c)));
  return harborDental;
}
