// What the test panel shows when the real provider fails (issue 9 point 9: clear errors for an
// unreachable endpoint, a refused key and a timeout).
export const DEMO_LABEL = 'Demo model';
export const DEMO_MODEL_ID = 'switchboard-demo-1';
export const UNREACHABLE = 'The language model could not be reached.';
export const REFUSED_KEY = 'The language model refused the API key.';
export const timedOut = (ms: number) => `The language model did not answer within ${ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`}.`;
export const providerError = (status: number) => `The language model answered with an error (HTTP ${status}).`;
/** An error the provider sent inside the stream (OpenAI and vLLM do so once the answer has begun). */
export const providerSaid = (message: string) =>
  message.trim() ? `The language model answered with an error: ${message.trim().slice(0, 300)}` : 'The language model answered with an error.';
export const MALFORMED = 'The language model sent an answer that could not be read.';
