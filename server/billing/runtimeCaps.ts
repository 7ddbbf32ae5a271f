// The hard spend cap inside the conversation runtime (issue 22 point 6): a transfer rings a number
// out, so at the cap it is refused like an outbound call; the caller hears (or is texted) why the
// agent cannot connect them, and the conversation itself goes on: inbound calls and SMS are still
// answered. Offered transfers (confirmTransfers) are not offered then, since they could not be made.
import type { Db } from '../db/store';
import { TRANSFER_STOPPED_REPLY } from './messages';
import { outboundStopped } from './spend';

interface TransferOutcome {
  reply: string;
  transferTo: string | null;
  offeredTransfer: string | null;
}

/** The outcome as the caller gets it: without its transfer when the organization is at its hard cap. */
export async function capTransfer<T extends TransferOutcome>(db: Db, organizationId: number, outcome: T, now = new Date()): Promise<T> {
  if (!outcome.transferTo && !outcome.offeredTransfer) return outcome;
  if (!(await outboundStopped(db, organizationId, now))) return outcome;
  return { ...outcome, reply: TRANSFER_STOPPED_REPLY, transferTo: null, offeredTransfer: null };
}
