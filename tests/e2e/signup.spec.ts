// Issue 23 item 0: a visitor signs up on the sign-in page (on a phone-sized screen) and lands signed
// in at the onboarding wizard (`?onboard`). Its organization is new (a unique email), so the shared
// server's seeded data is left as other specs expect.
import { randomUUID } from 'node:crypto';
import { apiToken, baseURL, test, expect, latestCode } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

/** Sets allowSignup on the partner's own-brand profile (localhost's), as the white-label panel does. */
async function partnerAllowsSignup(value: boolean | null): Promise<void> {
  const token = await apiToken('partner@example.com');
  const response = await fetch(`${baseURL()}/api/v2/domainProfile/setting`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ key: 'allowSignup', value }),
  });
  expect(response.status).toBe(200);
}

test('a visitor signs up on the sign-in page and lands at /app?onboard signed in', async ({ page }) => {
  const email = `e2e-${randomUUID().slice(0, 8)}@signup.example`;
  await page.goto('/app');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/app\?signup$/);

  // the form's own checks first: nothing is sent while a required field is empty
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();

  await page.getByLabel('Your name').fill('Eve Visitor');
  await page.getByLabel('Business name').fill('Eve Plumbing');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Phone number (optional)').fill('+1 415 555 0177');
  const since = Date.now();
  await page.getByLabel('Phone number (optional)').press('Enter');
  const code = await latestCode(email, since);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();

  await expect(page).toHaveURL(/[?&]onboard(=|&|$)/);
  await expect(page.getByRole('button', { name: 'Toggle theme' }).or(page.getByRole('dialog'))).toBeVisible();
  // signed in as the new owner: the stored session answers the new organization
  const token = await page.evaluate(() => localStorage.getItem('switchboard.token'));
  const me = await page.request.get(`/api/v1/account?token=${encodeURIComponent(token ?? '')}`);
  expect(await me.json()).toMatchObject({ account: { email, accountName: 'Eve Plumbing', accountType: 'organization', role: 'owner' } });
  // nothing scrolls sideways at 390 px
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the sign-in page offers no sign-up when the domain profile refuses it (allowSignup false)', async ({ page }) => {
  await partnerAllowsSignup(false);
  try {
    await page.goto('/app');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
    // the shared sign-up address shows the sign-in form, not a form the server would refuse
    await page.goto('/app?signup');
    await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
    await expect(page.getByLabel('Business name')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
  } finally {
    await partnerAllowsSignup(null);
  }
  // open again: the link is back
  await page.goto('/app');
  await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
});
