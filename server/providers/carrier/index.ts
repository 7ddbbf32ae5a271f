// Which carrier the server uses: the Twilio-compatible adapter when CARRIER=twilio (TWILIO_ACCOUNT_SID,
// TWILIO_AUTH_TOKEN, TWILIO_API_BASE), else the embedded Demo carrier. Routes never know which.
// SKELETON on main: only the Demo carrier so far (issue 18 adds the adapter).
import { DemoCarrier } from './demo';
import type { Carrier } from './types';

export type { Carrier, CarrierInfo, CarrierKind } from './types';
export { CarrierError } from './types';

export function selectCarrier(_env: Record<string, string | undefined> = process.env): Carrier {
  return new DemoCarrier();
}
