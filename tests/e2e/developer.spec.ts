// Issue 21 point 1 in one journey: an owner creates a read API token in Settings → API tokens, the
// test calls the API with the value shown once (a read works, a write is refused), the owner revokes
// it after confirming, and the same call then answers 401.
import { baseURL, expect, signIn, test } from './fixtures';

const callWith = (token: string, method = 'GET') =>
  fetch(`${baseURL()}/api/v2/contact?token=${encodeURIComponent(token)}`, {
    method,
    headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : JSON.stringify({ firstName: 'E2E' }),
  });

test('an owner creates an API token, the API accepts it, and after revoking it refuses it', async ({ page }) => {
  test.setTimeout(120_000);
  const description = `E2E token ${Date.now()}`;
  await signIn(page, 'owner@acme.example');
  await page.goto('/app/settings');
  const panel = page.getByRole('region', { name: 'API tokens' });
  await panel.getByRole('button', { name: 'Create token' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toBeFocused();
  await page.keyboard.type(description);
  await dialog.getByRole('button', { name: 'Create token' }).click();
  const value = (await dialog.getByTestId('api-token-value').textContent())!;
  expect(value).toMatch(/^sbt_/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(panel.getByText(description)).toBeVisible();

  expect((await callWith(value)).status).toBe(200);
  expect((await callWith(value, 'POST')).status).toBe(403);

  await panel.getByRole('button', { name: `Revoke ${description}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(panel.getByText(description)).toHaveCount(0);
  expect((await callWith(value)).status).toBe(401);
});
