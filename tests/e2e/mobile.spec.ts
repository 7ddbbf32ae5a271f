// The console inside the mobile app, driven from a simulated native host in a 390 × 844 viewport:
// the host's bridge object (window.ReactNativeWebView, as src/adapters/nativeBridge.ts expects)
// records what the console sends it, in sessionStorage so a page load keeps the record.
import type { Page } from '@playwright/test';
import { apiToken, baseURL, completeSignIn, expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

const OWNER = 'owner@acme.example';

/** The native host: its bridge object, and what the console sent it so far. */
async function nativeHost(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { ReactNativeWebView: unknown }).ReactNativeWebView = {
      postMessage(message: string) {
        const sent = JSON.parse(sessionStorage.getItem('nativeHost.sent') ?? '[]') as unknown[];
        sent.push(JSON.parse(message));
        sessionStorage.setItem('nativeHost.sent', JSON.stringify(sent));
      },
    };
  });
  return {
    sent: () => page.evaluate(() => JSON.parse(sessionStorage.getItem('nativeHost.sent') ?? '[]') as Record<string, unknown>[]),
    /** a message of the app, as a React Native webview delivers it (a JSON string) */
    send: (message: unknown) => page.evaluate((data) => window.dispatchEvent(new MessageEvent('message', { data })), JSON.stringify(message)),
  };
}

async function api(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${baseURL()}${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

test('the native host searches a contact and gets the answer with its request id; logout in the app lands on /mobile/start', async ({ page }) => {
  const token = await apiToken(OWNER);
  const firstName = `Bridge${Date.now().toString(36)}`;
  const created = await api('POST', '/api/v2/contact', token, { firstName, lastName: 'Native', phoneNumber: '+14155550142', email: `${firstName.toLowerCase()}@example.com` });
  expect(created.status).toBe(201);
  const contactId = created.body.contact.id as string;
  try {
    const host = await nativeHost(page);
    await page.goto('/app?mobile=true');
    await completeSignIn(page, OWNER);

    // a search without its request id is refused (spec 5): nothing is answered
    await host.send({ type: 'contactSearch', contactName: firstName });
    await host.send({ type: 'contactSearch', contactName: firstName, requestId: 'req-42' });
    await expect.poll(async () => (await host.sent()).filter((m) => m.type === 'contactSearchResult'), { timeout: 15_000 }).toEqual([
      {
        type: 'contactSearchResult',
        requestId: 'req-42',
        contacts: [{ id: contactId, name: `${firstName} Native`, phoneNumber: expect.stringContaining('4155550142'), email: `${firstName.toLowerCase()}@example.com` }],
      },
    ]);

    // a check-in is recorded on the server and its time answered
    await host.send({ type: 'checkIn' });
    await expect.poll(async () => (await host.sent()).find((m) => m.type === 'checkInResult')).toMatchObject({ type: 'checkInResult', at: expect.any(Number) });
    expect((await api('GET', '/api/v1/checkIn/mobile', token)).body).toMatchObject({ checkedIn: true });

    // nothing at phone width scrolls sideways on the home page the app shows
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // the host asks the console to log out: the native logout command goes out, the session and the
    // local data are gone but the mobile flag, and the app lands on /mobile/start
    await host.send({ type: 'logout' });
    await expect(page).toHaveURL(/\/mobile\/start$/);
    await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
    expect((await host.sent()).filter((m) => m.type === 'logout')).toEqual([{ type: 'logout' }]);
    // the signed-in keys are gone, the mobile flag kept; the landing may already hold the new visitor's
    // temporary session (switchboard.tempSession), which is not the old user's
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('switchboard.')));
    expect(stored.filter((k) => k !== 'switchboard.tempSession')).toEqual(['switchboard.mobile']);
    expect(await page.evaluate(() => localStorage.getItem('switchboard.mobile'))).toBe('true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // signed out, a search is answered with the reason and its request id
    await host.send({ type: 'contactSearch', contactName: firstName, requestId: 'req-43' });
    await expect.poll(async () => (await host.sent()).find((m) => m.requestId === 'req-43')).toEqual({ type: 'contactSearchResult', requestId: 'req-43', contacts: [], error: 'Not signed in' });

    // and the user signs in again from there
    await page.getByRole('button', { name: 'Sign in again' }).click();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByLabel('Email')).toBeVisible();
  } finally {
    await api('DELETE', '/api/v2/contact', token, { id: contactId });
  }
});

const STORES = [
  { platform: 'iOS', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1', store: /^https:\/\/apps\.apple\.com\/.*[?&]variant=(brand|generic)/ },
  { platform: 'Android', userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36', store: /^https:\/\/play\.google\.com\/store\/apps\/details\?.*variant=(brand|generic)/ },
];

for (const { platform, userAgent, store } of STORES) {
  test(`/install sends ${platform} to its store with the variant flag`, async ({ browser }) => {
    const context = await browser.newContext({ userAgent, viewport: { width: 390, height: 844 }, baseURL: baseURL() });
    try {
      const page = await context.newPage();
      // the store stands in for itself: the machine has no way out
      await context.route(/^https:\/\/(apps\.apple\.com|play\.google\.com)\//, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Store</title><h1>Store</h1>' }),
      );
      await page.goto('/install');
      await expect(page).toHaveURL(store);
    } finally {
      await context.close();
    }
  });
}

test('/install on a computer shows both stores', async ({ page }) => {
  await page.goto('/install');
  await expect(page.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\/.*variant=/);
  await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', /^https:\/\/play\.google\.com\/.*variant=/);
});
