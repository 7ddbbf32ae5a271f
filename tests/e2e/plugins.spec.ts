import type { Page } from '@playwright/test';
import { test, expect, signIn, apiToken, baseURL } from './fixtures';

function chunkRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/plugin-contacts-/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test('an enabled plugin is downloaded and shown', async ({ page }) => {
  const requested = chunkRequests(page);
  await signIn(page, 'owner@acme.example');
  await expect(page.getByRole('menuitem', { name: 'Contacts' })).toBeVisible();
  expect(requested.length).toBeGreaterThan(0);
});

test('a plugin switched off by its settings key is never downloaded, shown or opened', async ({ page }) => {
  const token = await apiToken('owner@globex.example');
  const response = await fetch(`${baseURL()}/api/v1/accountSetting?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: 'enableContacts', value: false }),
  });
  expect(response.ok).toBe(true);

  const requested = chunkRequests(page);
  await signIn(page, 'owner@globex.example');
  await expect(page.getByRole('menuitem', { name: 'Contacts' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Contacts' })).toHaveCount(0);
  await page.goto('/app?createContact=true');
  await expect(page.getByRole('button', { name: 'Toggle theme' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(requested).toEqual([]);

  // switching it back on brings it back
  await fetch(`${baseURL()}/api/v1/accountSetting?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: 'enableContacts', value: true }),
  });
  await page.reload();
  await expect(page.getByRole('menuitem', { name: 'Contacts' })).toBeVisible();
  expect(requested.length).toBeGreaterThan(0);
});
