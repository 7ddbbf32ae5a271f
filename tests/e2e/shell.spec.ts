import { test, expect, signIn, signInThroughLanding, port, expectConsoleError } from './fixtures';

test('the theme choice survives a reload', async ({ page }) => {
  await signInThroughLanding(page, 'owner@acme.example');
  const html = page.locator('html');
  const before = (await html.getAttribute('class')) ?? '';
  const next = before.includes('dark') ? 'light' : 'dark';
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(html).toHaveClass(new RegExp(`\\b${next}\\b`));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Toggle theme' })).toBeVisible();
  await expect(html).toHaveClass(new RegExp(`\\b${next}\\b`));
});

test('the own brand shows its name on localhost, the white-label host the generic name', async ({ page }) => {
  await page.goto('/app');
  await expect(page).toHaveTitle('Switchboard');
  await page.goto(`http://whitelabel.localhost:${port()}/app`);
  await expect(page).toHaveTitle('Agent Console');
  await expect(page.getByText('Agent Console').first()).toBeVisible();
  await expect(page.getByText('Switchboard')).toHaveCount(0);
});

test('signing out clears the session and returns to the landing', async ({ page }) => {
  await signIn(page, 'admin@acme.example');
  await page.getByRole('button', { name: /account|profile|user/i }).first().click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/app\/?$/);
  await expect(page.getByLabel('Email')).toBeVisible();
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => /token/i.test(k) && localStorage.getItem(k)));
  expect(stored).toEqual([]);
  // the old session is gone for good: a reload stays on the landing
  await page.reload();
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('a one-time sign-in link signs in once, and only once', async ({ page, browser }) => {
  const links = JSON.parse(process.env.E2E_ONE_TIME_LINKS ?? '{}') as Record<string, string>;
  const link = links['partner@example.com'];
  expect(link).toMatch(/\/app\?oneTimeToken=/);
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Toggle theme' })).toBeVisible();
  expect(page.url()).not.toContain('oneTimeToken');

  // the second use is refused (401), and the sign-in code logs the refusal it shows
  expectConsoleError(/status of 401 \(Unauthorized\) \/api\/v1\/oneTimeAuth$/);
  expectConsoleError(/^\[kernel\] one-time auth failed ApiError: Could not authenticate with token/);
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(link);
  await expect(second.getByRole('alert')).toContainText('Could not authenticate with token');
  await expect(second.getByLabel('Email')).toBeVisible();
  await other.close();
});

// the guard every test runs under (fixtures.ts): these two are expected to fail, and do only by it
test('a console error in the page fails the test', async ({ page }) => {
  test.fail();
  await page.goto('/app');
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.evaluate(() => console.error('something broke'));
});

test('an uncaught error in the page fails the test', async ({ page }) => {
  test.fail();
  await page.goto('/app');
  await expect(page.getByLabel('Email')).toBeVisible();
  const thrown = page.waitForEvent('pageerror');
  await page.evaluate(() => setTimeout(() => {
    throw new Error('thrown in a timer');
  }));
  await thrown;
});
