// Issue 3 end to end: takeover and return, what a member never sees, and the view switch.
import { test, expect, signIn, apiToken, baseURL } from './fixtures';

test('a super admin takes over Acme from the organization list and returns', async ({ page }) => {
  await signIn(page, 'super@example.com');
  await page.getByRole('menuitem', { name: 'Organizations' }).click();
  await page.getByRole('textbox', { name: 'Name, account name, username or email' }).fill('Acme');
  const row = page.getByRole('row', { name: /Acme/ });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /take over/i }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Acme');
  await dialog.getByRole('button', { name: /take over/i }).click();

  await expect(page).toHaveURL(/\/app\/partner\/2\/reseller\/3\/org\/4(\/|\?|$)/);
  const banner = page.getByRole('status').filter({ hasText: 'You are acting on' });
  await expect(banner).toContainText('Acme');
  // calls now act on Acme: its contacts are the ones listed
  await page.getByRole('menuitem', { name: 'Contacts' }).click();
  await expect(page.getByRole('cell', { name: 'Maria Garcia', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account' })).toContainText('Acme');

  await banner.getByRole('button', { name: 'Return to my account' }).click();
  await expect(page).toHaveURL(/\/app\/?$/);
  await expect(page.getByRole('status').filter({ hasText: 'You are acting on' })).toHaveCount(0);

  // both ends of the takeover are in the audit log
  const token = await apiToken('super@example.com');
  const log = await fetch(`${baseURL()}/api/v2/auditLog?token=${encodeURIComponent(token)}&targetId=4&pageSize=10`);
  const { entries } = (await log.json()) as { entries: { action: string; targetAccountId: number }[] };
  expect(entries.filter((e) => e.targetAccountId === 4).map((e) => e.action)).toEqual(
    expect.arrayContaining(['takeover.started', 'takeover.ended']),
  );
});

test('a member does not see billing, delete or deactivate anywhere', async ({ page }) => {
  await signIn(page, 'admin@acme.example');
  await expect(page.getByRole('button', { name: /Viewing as/ })).toHaveCount(0);
  const forbidden = /billing|delete organization|deactivate|danger zone/i;
  await expect(page.getByRole('menuitem', { name: 'Contacts' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(forbidden);

  await page.goto('/app?orgAdmin=true');
  const admin = page.getByRole('dialog');
  await expect(admin).toBeVisible();
  await expect(admin).not.toContainText(forbidden);

  // the overlays a member may not open (or that no plugin offers) say so, show nothing of theirs, and leave the URL when closed
  for (const name of ['deleteOrganization=4', 'billing=true']) {
    await page.goto(`/app?${name}`);
    const unavailable = page.getByRole('dialog', { name: 'This screen is not available' });
    await expect(unavailable).toBeVisible();
    await expect(page.locator('body')).not.toContainText(forbidden);
    await unavailable.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).not.toHaveURL(new RegExp(name.split('=')[0]));
  }

  // nor through the API
  const token = await apiToken('admin@acme.example');
  const response = await fetch(`${baseURL()}/api/v2/deleteOrganization?token=${encodeURIComponent(token)}&targetOrganizationId=4`, {
    method: 'DELETE',
  });
  expect(response.status).toBe(403);
});

test('a reseller switches to the owner view: partner-level menus go, without a reload', async ({ page }) => {
  await signIn(page, 'reseller@example.com');
  await expect(page.getByRole('menuitem', { name: 'Organizations' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page.getByRole('button', { name: /Viewing as: Reseller/ }).click();
  await page.getByRole('menuitem', { name: 'Owner' }).click();
  await expect(page.getByRole('button', { name: /Viewing as: Owner/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Organizations' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Audit log' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  // the choice is restored on the next visit
  await page.reload();
  await expect(page.getByRole('button', { name: /Viewing as: Owner/ })).toBeVisible();
});
