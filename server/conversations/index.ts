// The conversation runtime (issue 18 point 2): agents answer real calls and messages. Every entry
// point (the carrier's webhooks, the demo carrier's /dev routes, the bench) goes through this one
// object; its state is in the database (db/tables/conversations.ts), never in a process's memory.
import type { Db } from '../db/store';
import { selectCarrier, type Carrier } from '../providers/carrier';
import { selectLanguageModel, type LanguageModel } from '../providers/llm';
import { callTurn, endCall, startCall, type InboundCall } from './calls';
import { runtimeLimitsFrom, type RuntimeDeps, type RuntimeLimits, type RuntimeLog } from './deps';
import { receiveSms, type InboundSms } from './sms';

export type { CallStep, InboundCall } from './calls';
export type { InboundSms, SmsResult } from './sms';
export { TurnFailed } from './turn';

export interface ConversationRuntime {
  receiveSms(sms: InboundSms): ReturnType<typeof receiveSms>;
  startCall(call: InboundCall): ReturnType<typeof startCall>;
  callTurn(carrierCallId: string, speech: string, options?: { bridges?: boolean }): ReturnType<typeof callTurn>;
  endCall(carrierCallId: string, status: string): ReturnType<typeof endCall>;
}

export interface RuntimeOptions {
  model?: LanguageModel;
  carrier?: Carrier;
  limits?: Partial<RuntimeLimits>;
  log?: RuntimeLog;
}

export function conversationRuntime(db: Db, options: RuntimeOptions = {}): ConversationRuntime {
  const deps: RuntimeDeps = {
    db,
    model: options.model ?? selectLanguageModel(),
    carrier: options.carrier ?? selectCarrier(),
    limits: { ...runtimeLimitsFrom(), ...options.limits },
    log: options.log,
  };
  return {
    receiveSms: (sms) => receiveSms(deps, sms),
    startCall: (call) => startCall(deps, call),
    callTurn: (carrierCallId, speech, turnOptions) => callTurn(deps, carrierCallId, speech, turnOptions),
    endCall: (carrierCallId, status) => endCall(deps, carrierCallId, status),
  };
}
