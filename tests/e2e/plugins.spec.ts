import type { Page } from '@playwright/test';
import { test, expect, signIn } from './fixtures';

function chunkRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/plugin-contacts-/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test('an enabled plugin shows in the menu, and its code is downloaded when one of its screens is first shown', async ({ page }) => {
  const requested = chunkRequests(page);
  await signIn(page, 'owner@acme.example');
  await expect(page.getByRole('menuitem', { name: 'Contacts' })).toBeVisible();
  // the shell comes from the manifest: no contacts code on the home
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  expect(requested).toEqual([]);
  await page.getByRole('menuitem', { name: 'Contacts' }).click();
  await expect(page.getByRole('cell', { name: 'Maria Garcia', exact: true })).toBeVisible();
  expect(requested.length).toBeGreaterThan(0);
});

test('the reseller switches Contacts off for its domain profile: an org owner under it no longer gets it', async ({ page, browser }) => {
  // the reseller, in its own browser, on Settings → White-label
  const resellerContext = await browser.newContext();
  const reseller = await resellerContext.newPage();
  await signIn(reseller, 'reseller@example.com');
  await reseller.goto('/app/settings');
  const panel = reseller.getByRole('region', { name: 'White-label' });
  const contacts = panel.getByLabel('Contacts', { exact: true });
  await expect(contacts).toBeChecked();
  const preview = panel.getByRole('complementary', { name: 'What an org owner under you sees' }).getByRole('region', { name: 'Menu' });
  await expect(preview).toContainText('Contacts');
  await contacts.click();
  await expect(reseller.getByText('White-label setting saved')).toBeVisible();
  await expect(contacts).not.toBeChecked();
  await expect(preview).not.toContainText('Contacts');

  // the owner of Acme: no menu entry, no chunk downloaded, the overlay parameter says it is not available
  const requested = chunkRequests(page);
  await signIn(page, 'owner@acme.example');
  await expect(page.getByRole('menuitem', { name: 'Contacts' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Contacts' })).toHaveCount(0);
  await page.goto('/app?createContact=true');
  const unavailable = page.getByRole('dialog', { name: 'This screen is not available' });
  await expect(unavailable).toBeVisible();
  await unavailable.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/createContact/);
  expect(requested).toEqual([]);

  // switching it on again brings it back
  await contacts.click();
  await expect(contacts).toBeChecked();
  await expect(preview).toContainText('Contacts');
  await page.reload();
  await page.getByRole('menuitem', { name: 'Contacts' }).click();
  await expect(page.getByRole('cell', { name: 'Maria Garcia', exact: true })).toBeVisible();
  expect(requested.length).toBeGreaterThan(0);
  await resellerContext.close();
});
