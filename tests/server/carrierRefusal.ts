// What the carrier tests share: how a carrier call was refused.
import { CarrierError } from '../../server/providers/carrier/types';

/** How a carrier call was refused (null when it was not); anything but a CarrierError fails the test. */
export const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => {
      if (!(error instanceof CarrierError)) throw error;
      return { code: error.code, message: error.message };
    },
  );
