// Integration credentials at rest (Calendly tokens, Google refresh tokens, JobNimbus keys, apps'
// secret parameters): AES-256-GCM as the SIP passwords are (server/sip/secrets.ts), under
// INTEGRATION_CREDENTIALS_KEY (without it a fixed development key: set it in production). They
// leave the server only towards their provider, never in a reply or a log line.
import { seal, unseal } from '../sip/secrets';

const keyEnv = (env: Record<string, string | undefined>) => ({
  SIP_CREDENTIALS_KEY: env.INTEGRATION_CREDENTIALS_KEY?.trim() || 'switchboard development key: set INTEGRATION_CREDENTIALS_KEY',
});

export const sealSecret = (value: string, env: Record<string, string | undefined> = process.env) => seal(value, keyEnv(env));
export const unsealSecret = (value: string, env: Record<string, string | undefined> = process.env) => unseal(value, keyEnv(env));
