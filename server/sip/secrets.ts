// The registration password at rest: AES-256-GCM under a key from SIP_CREDENTIALS_KEY (any string;
// hashed to 32 bytes). Without it a fixed development key is used, which protects nothing against
// someone holding the database: set the variable in production (README "SIP trunking"). The password
// leaves the server only towards the registrar, never in a reply or a log line.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const keyOf = (env: Record<string, string | undefined>) =>
  createHash('sha256').update(env.SIP_CREDENTIALS_KEY?.trim() || 'switchboard development key: set SIP_CREDENTIALS_KEY').digest();

export function seal(password: string, env: Record<string, string | undefined> = process.env): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(env), iv);
  const sealed = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return `v1.${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${sealed.toString('base64url')}`;
}

export function unseal(value: string, env: Record<string, string | undefined> = process.env): string {
  const [, iv, tag, data] = value.split('.');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(env), Buffer.from(iv!, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag!, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data!, 'base64url')), decipher.final()]).toString('utf8');
}
