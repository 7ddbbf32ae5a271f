// Shared by the demo carrier's routes (demoCarrier.ts, demoCarrierCall.ts): its random carrier ids,
// and the runtime's failed turn as the caller's 502.
import { TurnFailed } from '../../conversations';
import { TURN_FAILED } from '../../conversations/messages';
import { fail } from '../../http';

export const demoId = (prefix: string) => `${prefix}${crypto.randomUUID().replace(/-/g, '')}`;

/** The runtime's failed turn as the caller's 502; anything else is ours. */
export async function orFailedTurn<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TurnFailed) fail(502, TURN_FAILED);
    throw error;
  }
}
