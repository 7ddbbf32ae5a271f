import { test as base, expect, type Page } from '@playwright/test';
import { signInByEmail } from '../../server/demoSignIn';
import { STORAGE_KEYS, STORAGE_PREFIX } from '../../src/adapters/storage';
import { guardConsole } from './consoleGuard';
import { pointAtWorkerServer } from './servers';

// this worker's own server (globalSetup starts one per worker)
pointAtWorkerServer();

export { expectConsoleError, expectConsoleWarning } from './consoleGuard';

export const baseURL = () => process.env.E2E_BASE_URL ?? 'http://localhost:8080';
export const port = () => process.env.E2E_PORT ?? '8080';

export const test = base.extend<{ cleanConsole: void }>({
  baseURL: async ({}, use) => use(baseURL()),
  // every test: a console error or warning, or an uncaught error, in any of its pages fails it
  cleanConsole: [
    async ({ browser, context }, use) => {
      const finish = guardConsole(browser, context);
      await use();
      const problems = finish();
      if (problems.length > 0) throw new Error(`The browser console was not clean:\n- ${problems.join('\n- ')}`);
    },
    { auto: true },
  ],
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

/** Signs in on the landing page shown now: email, then the code from the outbox. */
export async function completeSignIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await latestCode(email, since);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectShell(page);
}

/**
 * The shell, or a deep-linked overlay on top of it (a modal dialog hides the app bar from roles); on a
 * phone the theme toggle sits in the user menu, so the app bar itself tells the shell is there.
 */
export async function expectShell(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Toggle theme' }).or(page.getByRole('dialog')).or(page.getByRole('banner')).first()).toBeVisible();
}

/** Signs in through the landing page as a person would (shell.spec and contacts.spec keep this path tested). */
export async function signInThroughLanding(page: Page, email: string): Promise<void> {
  await page.goto('/app');
  await completeSignIn(page, email);
}

/**
 * Signs in for a test about something else: the same code flow over the API (apiToken), its token put
 * where the console keeps it before the first page loads, once per tab (a later reload after a logout
 * stays signed out), then the shell.
 */
export async function signIn(page: Page, email: string): Promise<void> {
  const token = await apiToken(email);
  await page.addInitScript(
    ({ key, value }) => {
      if (sessionStorage.getItem('e2e.signedIn')) return;
      localStorage.setItem(key, value);
      sessionStorage.setItem('e2e.signedIn', '1');
    },
    { key: `${STORAGE_PREFIX}${STORAGE_KEYS.token}`, value: token },
  );
  await page.goto('/app');
  await expectShell(page);
}

/** A session token obtained over the API, for arranging state before a browser test. */
export const apiToken = (email: string): Promise<string> => signInByEmail(baseURL(), email);
