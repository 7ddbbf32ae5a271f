// A supervisor's End hangs the call up at the carrier too (issue 18 point 6): ending only our row
// would leave the caller connected to a line nobody answers. Only a call on a number the configured
// carrier holds is the carrier's to hang up (a demo call in a Twilio-configured process is not).
// The carrier is asked first: if it fails, the call stays live (as it really is) and End can be
// sent again.
import { and, eq, ne } from 'drizzle-orm';
import { phoneNumbers } from '../db/schema';
import type { Db } from '../db/store';
import { carrierFailure } from '../numbers/ownership';
import type { Carrier } from '../providers/carrier';
import type { LiveCallRow } from './views';

export async function hangUpAtCarrier(db: Db, carrier: Carrier, call: Pick<LiveCallRow, 'toNumber' | 'carrierCallId'>): Promise<void> {
  if (!carrier.hangUp) return;
  const [held] = await db
    .select({ carrier: phoneNumbers.carrier })
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.number, call.toNumber), ne(phoneNumbers.status, 'released')));
  if (held?.carrier !== carrier.info.kind) return;
  try {
    await carrier.hangUp(call.carrierCallId);
  } catch (error) {
    carrierFailure(error);
  }
}
