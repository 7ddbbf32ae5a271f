// Issue 22 point 7 in one journey (runs once the lead has wired the Rebilling screens into the billing
// plugin: menu "Rebilling" for resellers, resource resellerClients, route marginLedger, overlay
// editRebilling): the Northwind reseller sets a 25 % margin on Acme by keyboard; a day of Acme's usage
// (a number it holds today) is charged by the demo-only super-admin tool over HTTP; the margin ledger
// shows Acme's day with a margin of a quarter of the platform cost.
import { apiToken, baseURL, expect, signIn, test } from './fixtures';

async function api(email: string, path: string, init: { method?: string; body?: unknown; target?: number } = {}) {
  const url = new URL(path, baseURL());
  url.searchParams.set('token', await apiToken(email));
  if (init.target !== undefined) url.searchParams.set('targetAccountId', String(init.target));
  const res = await fetch(url, { method: init.method ?? 'GET', headers: init.body ? { 'content-type': 'application/json' } : {}, body: init.body ? JSON.stringify(init.body) : undefined });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const usd = (text: string | null) => Number((text ?? '').replace(/[$,]/g, ''));

test('a reseller sets a 25 % margin on a client and the margin ledger shows it after a day is charged', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'reseller@example.com');
  await page.getByRole('menuitem', { name: 'Rebilling' }).press('Enter');
  await expect(page).toHaveURL(/\/app\/resellerClients/);
  await page.getByRole('button', { name: 'Edit rebilling: Acme' }).press('Enter');
  const dialog = page.getByRole('dialog');
  const margin = dialog.getByRole('textbox', { name: 'Default margin (%)' });
  await expect(margin).toBeFocused();
  await margin.fill('25');
  await dialog.getByRole('button', { name: 'Save' }).press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('25% margin').first()).toBeVisible();

  // a day of usage: Acme holds a number today; the demo-only charge tool runs today's charge
  const agents = await api('owner@acme.example', '/api/v2/listAccounts');
  const agentId = agents.body.accounts[0].id as number;
  const found = await api('owner@acme.example', '/api/v2/phoneNumber/search/local/prefix', { method: 'POST', body: { prefix: '415' } });
  const bought = await api('owner@acme.example', '/api/v2/phoneNumber/assign', { method: 'POST', target: agentId, body: { number: found.body.numbers[0].number } });
  expect(bought.status).toBe(201);
  const today = new Date().toISOString().slice(0, 10);
  const run = await api('super@example.com', '/api/v2/admin/billing/runDailyCharges', { method: 'POST', body: { day: today } });
  expect(run.status).toBe(200);

  await page.getByRole('link', { name: 'Margin ledger' }).first().press('Enter');
  await expect(page).toHaveURL(/\/app\/marginLedger/);
  await page.getByLabel('From', { exact: true }).fill(today);
  await page.getByLabel('To', { exact: true }).fill(today);
  await page.getByRole('button', { name: 'Show' }).press('Enter');
  const row = page.getByTestId('ledger-row').filter({ hasText: 'Acme' });
  await expect(row).toHaveCount(1);
  const platform = usd(await row.locator('[data-column="platformCostUsd"]').textContent());
  const marginUsd = usd(await row.locator('[data-column="marginUsd"]').textContent());
  expect(platform).toBeGreaterThan(0);
  expect(marginUsd).toBeCloseTo(platform * 0.25, 2);
  await expect(page.getByTestId('ledger-totals')).toBeVisible();
});
