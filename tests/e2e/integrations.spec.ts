// Issue 23 point 4 in one journey: an owner connects the built-in Demo calendar from Integrations,
// gives the Front Desk agent a number, a caller asks it for an appointment on a Demo carrier call,
// and the booking shows in the calendar's recent bookings and on the call's transcript. The
// calendar integration is switched off again at the end (the shared e2e server's other journeys
// expect Acme's agent not to book).
import { expect, signIn, test } from './fixtures';

test('an owner connects the Demo calendar and sees the appointment an agent booked during a call', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'owner@acme.example');

  // a number for the Front Desk agent
  await page.getByRole('menuitem', { name: 'Numbers' }).click();
  await page.getByRole('button', { name: 'Get a number' }).first().click();
  const select = page.getByRole('dialog', { name: 'Get a number' });
  await select.getByLabel('Area code or prefix').fill('646');
  await select.getByRole('button', { name: 'Search' }).click();
  const offered = select.locator('label').filter({ has: page.getByRole('radio') }).first();
  await offered.click();
  const shown = /^\+1 \((\d{3})\) (\d{3})-(\d{4})/.exec((await offered.textContent())!)!;
  const number = `+1${shown[1]}${shown[2]}${shown[3]}`;
  await select.getByLabel('Agent').click();
  await page.getByRole('option', { name: 'Front Desk' }).click();
  await select.getByRole('button', { name: 'Get this number' }).click();
  await expect(page.getByRole('row').filter({ hasText: shown[0] })).toContainText('Front Desk');

  // Integrations → Calendar → the Demo calendar, which says what it is
  await page.getByRole('menuitem', { name: 'Integrations' }).click();
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Apps' }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'Set up' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Calendar' });
  await expect(dialog.getByText('No real calendar is touched.')).toBeVisible();
  const useDemo = dialog.getByRole('button', { name: 'Use the Demo calendar' });
  if (await useDemo.isVisible()) await useDemo.click();
  await expect(dialog.getByText('Agents book in Demo calendar.')).toBeVisible();
  const on = dialog.getByRole('switch', { name: 'Calendar integration on' });
  if (!(await on.isChecked())) await on.click();
  await expect(on).toBeChecked();

  // a caller books on a Demo carrier call (a minute of its own: a rerun never finds it taken)
  const minute = String(new Date().getSeconds()).padStart(2, '0');
  const call = await page.request.post('/dev/carrier/call', {
    data: { from: '+15555550177', to: number, turns: [`Can I book an appointment for Monday at 11:${minute}?`], callerName: 'Ann Lee' },
  });
  const { replies } = (await call.json()) as { replies: string[] };
  expect(replies[1]).toMatch(new RegExp(`Booked: Mon, .*, 11:${minute} \\(Demo calendar\\)\\.`));

  // the booking in the calendar's recent bookings, leading to the call's transcript
  await page.reload();
  await expect(dialog).toBeVisible();
  const bookings = dialog.getByRole('list', { name: 'Recent bookings' });
  // newest first; the list shows the time in the viewer's locale and time zone, not the agent's
  const booked = bookings.getByRole('listitem').filter({ hasText: '+15555550177' }).first();
  await expect(booked).toContainText('Demo calendar');
  await booked.getByRole('button', { name: 'Open the call' }).click();
  const transcript = page.getByRole('dialog', { name: 'Call transcript' });
  await expect(transcript.getByText(/Appointment booked: Mon, .*11:/)).toBeVisible();
  await transcript.getByRole('button', { name: 'Close' }).click();

  // undo: the integration off again, by keyboard, at phone width nothing scrolls sideways
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Set up' }).first().click();
  const off = page.getByRole('dialog', { name: 'Calendar' }).getByRole('switch', { name: 'Calendar integration on' });
  await off.focus();
  await page.keyboard.press('Space');
  await expect(off).not.toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
