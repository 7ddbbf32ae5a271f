import { test as base, expect, type Page } from '@playwright/test';

export const baseURL = () => process.env.E2E_BASE_URL ?? 'http://localhost:8080';
export const port = () => process.env.E2E_PORT ?? '8080';

export const test = base.extend({
  baseURL: async ({}, use) => use(baseURL()),
});
export { expect };

interface OutboxMessage {
  to: string;
  code: string;
  createdAt: string;
}

/** The newest code sent to `to` after `since` (the demo outbox stands in for the mailbox). */
export async function latestCode(to: string, since: number): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const response = await fetch(`${baseURL()}/dev/outbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: OutboxMessage[] };
    const fresh = messages.find((m) => Date.parse(m.createdAt) >= since - 1000);
    if (fresh) return fresh.code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code reached the outbox for ${to}`);
}

/** Signs in through the landing page as a person would: email, then the code from the outbox. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/app');
  await page.getByLabel('Email').fill(email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await latestCode(email, since);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Toggle theme' })).toBeVisible();
}

/** A session token obtained over the API, for arranging state before a browser test. */
export async function apiToken(email: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${baseURL()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const since = Date.now();
  await post('/api/v1/signin/email', { email });
  const code = await latestCode(email, since);
  const response = await post('/api/v1/email/verify', { email, verificationCode: Number(code) });
  const json = (await response.json()) as { authToken: string };
  return json.authToken;
}
