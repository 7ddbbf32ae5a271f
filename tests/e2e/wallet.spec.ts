// Issue 22 point 5 in one journey, at the mobile webview's 390 px: an organization owner opens the
// Wallet, adds $25 through Demo payments (card 4242…) in the same tab, lands on paymentSuccess with
// the credit and the new balance, goes back to the wallet and sees the balance $25.00 higher and the
// top-up listed. Harbor Dental's owner, not Acme's: Acme's reseller (Northwind) hides billing from
// its clients (showBilling false), so Acme's owner has no wallet. No serious or critical axe finding
// on the wallet nor the landing, and neither scrolls sideways.
import type { Page } from '@playwright/test';
import { findings, settle } from './axe';
import { expect, signIn, test } from './fixtures';

const OWNER = 'owner@harbordental.example';
const dollars = (text: string | null) => Number((text ?? '').replace(/[$,]/g, ''));
const sideways = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

test('an owner tops up $25 with Demo payments and sees the balance grow by $25.00', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, OWNER);
  await page.goto('/app/wallet');
  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toHaveText(/^\$[\d,]+\.\d{2}$/, { timeout: 20_000 });
  const before = dollars(await balance.textContent());
  await settle(page);
  expect(await sideways(page)).toBeLessThanOrEqual(1);
  expect(await findings(page)).toEqual([]);

  // add funds, by keyboard
  await page.getByRole('button', { name: 'Add funds' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add funds' });
  await expect(dialog.getByRole('textbox', { name: 'Amount (USD)' })).toBeFocused();
  await page.keyboard.type('25');
  await page.keyboard.press('Enter');

  // the Demo payments page, same tab
  await expect(page).toHaveURL(/\/pay\/demo\/demo_cs_/, { timeout: 20_000 });
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay/ }).click();

  // the landing: credited, with the new balance
  await expect(page).toHaveURL(/\/app\/paymentSuccess\?session_id=demo_cs_/, { timeout: 20_000 });
  await expect(page.getByText('$25.00 was added to your wallet.')).toBeVisible({ timeout: 20_000 });
  const after = (before + 25).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  await expect(page.getByTestId('wallet-new-balance')).toHaveText(`New balance: ${after}`);
  await settle(page);
  expect(await sideways(page)).toBeLessThanOrEqual(1);
  expect(await findings(page)).toEqual([]);

  // back in the wallet: $25.00 more, and the top-up first in the list
  await page.getByRole('link', { name: 'Back to the wallet' }).press('Enter');
  await expect(page).toHaveURL(/\/app\/wallet$/);
  await expect(balance).toHaveText(after, { timeout: 20_000 });
  expect(dollars(await balance.textContent()) - before).toBeCloseTo(25, 2);
  const first = page.getByTestId('wallet-movement').first();
  await expect(first).toContainText('Top-up');
  await expect(first).toContainText('+$25.00');
});
