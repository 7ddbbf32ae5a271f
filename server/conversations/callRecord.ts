// The call record (spec 1 §3 "Log record") of a finished call or an answered SMS exchange, written
// through the one writer of call records (calls/insertCalls.ts) in the caller's transaction. The
// caller's name is kept only when it passes the spec's caller-name check (spec 1 §5).
import type { GeneratedCall } from '../calls/generator';
import { insertCalls } from '../calls/insertCalls';
import type { TranscriptLine } from '../db/tables/calls';
import type { FunctionCall } from '../db/tables/conversations';
import type { Db } from '../db/store';
import type { EventScope } from '../events/types';
import { isValidCallerName } from '../../src/shared/calls/callerName';
import { bookedAppointment } from './turn';

/** Call records are kept to the whole second, as every call record's time is. */
export const wholeSecond = (date = new Date()) => new Date(Math.floor(date.getTime() / 1000) * 1000);

export const cnamOf = (callerName: string | null | undefined) => (isValidCallerName(callerName) ? callerName!.trim().replace(/\s+/g, ' ') : null);

export interface RecordInput {
  uuid: string;
  callId: string;
  roomId: string;
  scope: Required<EventScope>;
  orgName: string;
  startedAt: Date;
  durationS: number;
  from: string;
  to: string;
  cnam: string | null;
  direction: 'inbound' | 'sms';
  transferTo: string;
  functions: readonly FunctionCall[];
  transcript: TranscriptLine[];
}

export async function writeCallRecord(tx: Db, input: RecordInput): Promise<void> {
  const row: GeneratedCall = {
    uuid: input.uuid,
    callId: input.callId,
    roomId: input.roomId,
    accountId: input.scope.accountId,
    accountName: input.orgName,
    agentId: input.scope.agentId,
    partnerId: input.scope.partnerId,
    resellerId: input.scope.resellerId,
    timestamp: wholeSecond(input.startedAt),
    duration: Math.max(0, input.durationS),
    fromNumber: input.from,
    toNumber: input.to,
    cnam: input.cnam,
    direction: input.direction,
    transfer: input.transferTo,
    appointmentBooked: bookedAppointment(input.functions) ? 1 : 0,
    transferMade: input.transferTo ? 1 : 0,
    transcript: input.transcript,
  };
  await insertCalls(tx, [row]);
}
