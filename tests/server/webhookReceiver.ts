// The webhook receiver of server/testing/webhookReceiver.ts, closed after the test file.
import { afterAll } from 'vitest';
import { openReceiver, type Receiver } from '../../server/testing/webhookReceiver';

export type { Behaviour, Received, Receiver } from '../../server/testing/webhookReceiver';

export async function startReceiver(): Promise<Receiver> {
  const receiver = await openReceiver();
  afterAll(() => receiver.close());
  return receiver;
}
