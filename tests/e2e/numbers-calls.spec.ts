// Issue 18's journey: an owner gets a number for an agent, texts it from the caller console (Demo
// carrier) as an outside caller, and sees the agent's answer, the conversation on the Live page and
// the exchange in the logs, all without reloading the page.
import { test, expect, signIn } from './fixtures';

const CALLER = '+15555550142';
const CALLER_SHOWN = '+1 (555) 555-0142';

test('an owner assigns a number to an agent, texts it as a caller, and follows it live and in the logs', async ({ page }) => {
  await signIn(page, 'owner@acme.example');

  // a number for the Front Desk agent
  await page.getByRole('menuitem', { name: 'Numbers' }).click();
  await page.getByRole('button', { name: 'Get a number' }).first().click();
  const select = page.getByRole('dialog', { name: 'Get a number' });
  await select.getByLabel('Area code or prefix').fill('212');
  await select.getByRole('button', { name: 'Search' }).click();
  const offered = select.locator('label').filter({ has: page.getByRole('radio') }).first();
  await offered.click();
  const label = (await offered.textContent())!;
  const shown = /^\+1 \(212\) \d{3}-\d{4}/.exec(label)![0];
  await select.getByLabel('Agent').click();
  await page.getByRole('option', { name: 'Front Desk' }).click();
  await select.getByRole('button', { name: 'Get this number' }).click();
  await expect(page.getByRole('row').filter({ hasText: shown })).toContainText('Front Desk');

  // the caller console, from the Live page
  await page.getByRole('menuitem', { name: 'Live' }).click();
  await page.getByRole('button', { name: 'Caller console' }).click();
  await expect(page.getByRole('heading', { name: 'Caller console', level: 1 })).toBeVisible();
  await expect(page.getByText('Demo carrier').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Number to reach' }).click();
  await page.getByRole('option', { name: new RegExp(shown.replace(/[()+]/g, '\\$&')) }).click();
  await page.getByLabel('Your number (the caller)').fill(CALLER);
  await page.getByLabel('Your message').fill('Hi, are you open today?');
  await page.getByRole('button', { name: 'Send' }).click();
  const thread = page.getByRole('list', { name: 'Caller console' });
  await expect(thread.getByRole('listitem')).toHaveCount(2);
  await expect(thread.getByRole('listitem').nth(1)).toContainText('Agent');

  // the conversation on the Live page, opened with both messages
  await page.getByRole('menuitem', { name: 'Live' }).click();
  const rooms = page.getByRole('list', { name: 'Conversations' });
  await rooms.getByRole('button', { name: new RegExp(CALLER_SHOWN.replace(/[()+]/g, '\\$&')) }).click();
  const room = page.getByRole('region', { name: CALLER_SHOWN });
  await expect(room.getByText('Hi, are you open today?')).toBeVisible();
  await expect(room.getByRole('button', { name: 'Take over' })).toBeVisible();

  // the exchange's record in the logs
  await page.getByRole('menuitem', { name: 'Logs' }).click();
  // the logs show numbers as stored (E.164)
  await expect(page.getByRole('row').filter({ hasText: CALLER }).first()).toContainText('sms');
});
