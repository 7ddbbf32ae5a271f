// Issue 22 point 5 (billing) in one journey at the mobile webview's 390 px: Harbor Dental's owner
// (no plan in the seed; Acme's reseller hides billing from Acme's owner) opens Billing, chooses
// Starter, pays on the Demo payments page with the test card and lands on /app/paymentSuccess;
// Billing then shows Starter active; the owner cancels it (reason, confirmation) and the card says
// until when it stays. The page has no serious or critical axe finding and never scrolls sideways.
import { findings, settle } from './axe';
import { expect, signIn, test } from './fixtures';

test('an owner subscribes through Demo payments, sees the plan current and cancels it', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'owner@harbordental.example');
  await page.goto('/app/billing');
  await settle(page);
  const plan = page.getByTestId('current-plan');
  await expect(plan.getByText('No plan yet')).toBeVisible();

  // choose Starter, monthly (the overlay's chunk loads on first use)
  await plan.getByRole('button', { name: 'Choose a plan' }).click();
  await expect(page).toHaveURL(/selectPlan=true/);
  const dialog = page.getByRole('dialog', { name: 'Select a plan' });
  const starter = dialog.getByTestId('plan-starter');
  await expect(starter.getByText('$29.00')).toBeVisible({ timeout: 30_000 });
  await starter.getByRole('button', { name: 'Subscribe' }).press('Enter');

  // the Demo payments page: the test card pays
  await expect(page).toHaveURL(/\/pay\/demo\//, { timeout: 20_000 });
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/app\/paymentSuccess/, { timeout: 20_000 });

  // Billing shows the plan current
  await page.goto('/app/billing');
  await settle(page);
  await expect(plan.getByText('Starter')).toBeVisible({ timeout: 15_000 });
  await expect(plan.getByText('Active', { exact: true })).toBeVisible();
  await expect(plan.getByText(/^Renews on /)).toBeVisible();
  expect(await findings(page)).toEqual([]);
  const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);

  // cancel: a reason, then the confirmation
  await plan.getByRole('button', { name: 'Cancel subscription' }).click();
  const cancel = page.getByRole('dialog', { name: 'Subscription' });
  await cancel.getByRole('radio', { name: 'Too expensive' }).check();
  await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await expect(confirm.getByText(/^Starter stays active until /)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText('Subscription canceled')).toBeVisible();
  await expect(plan.getByText('Canceled', { exact: true })).toBeVisible();
  await expect(plan.getByText(/^Access ends on /)).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
});
