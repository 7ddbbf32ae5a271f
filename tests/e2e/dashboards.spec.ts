import { readFile } from 'node:fs/promises';
import { pdfText } from '../pdfText';
import { test, expect, signIn } from './fixtures';

test('an owner sees the dashboard, meets the formula errors, drills into the logs and downloads a PDF report', async ({ page }) => {
  await signIn(page, 'owner@globex.example');
  // one name per place: Home is the home, Metrics opens the page titled Metrics
  await expect(page.getByRole('menuitem', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Metrics' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Metrics');
  await expect(main.getByText('Calls Answered')).toBeVisible();
  await expect(main.getByTestId('metric-totalCalls')).toHaveText(/^\d+(\.\d)?[kM]?$/);

  // an invalid formula: the formula-errors modal with the spec's exact messages
  await main.getByRole('button', { name: 'Edit dashboard' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit dashboard' });
  await editor.getByRole('button', { name: 'Edit Minutes Saved' }).click();
  await expect(page).toHaveURL(/editMetric=timeSaved/);
  const form = page.getByRole('dialog', { name: 'Edit Minutes Saved' });
  await form.getByRole('textbox', { name: 'Formula' }).fill('SUM(duration) * rate');
  await form.getByRole('button', { name: 'Save' }).click();
  const errors = page.getByRole('dialog', { name: 'Formula errors' });
  await expect(errors.getByRole('listitem')).toHaveText(['Unknown field: rate']);
  await errors.getByRole('button', { name: 'OK' }).click();
  await form.getByRole('textbox', { name: 'Formula' }).fill('SUM(duration');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(errors.getByRole('listitem')).toHaveText(['Mismatched parentheses']);
  await errors.getByRole('button', { name: 'OK' }).click();
  await form.getByRole('button', { name: 'Cancel' }).click();
  // the formula was changed and never saved: closing asks first (issue 24 item 6)
  await page.getByRole('dialog', { name: /Some of your changes weren't saved/ }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // the PDF report: brand, account and every card
  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^dashboard-.*\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(pdf);
  for (const words of ['Switchboard', 'Dashboard report', 'Globex', 'Minutes Saved', 'Calls Answered', 'Avg Call Duration']) {
    expect(text).toContain(words);
  }

  // a scheduled report, rendered by the server: the owner schedules it for themself and sends it now
  await main.getByRole('button', { name: 'Schedule report' }).click();
  const reports = page.getByRole('dialog', { name: 'Scheduled reports' });
  await expect(reports.getByText('Mail outbox (demo): no SMTP server configured')).toBeVisible();
  await reports.getByRole('button', { name: 'New schedule' }).click();
  await reports.getByRole('button', { name: 'Save schedule' }).click();
  await reports.getByRole('button', { name: 'Send now: Every Monday at 08:00 UTC' }).first().click();
  await expect(reports.getByText('Sent to 1 member.')).toBeVisible();
  await expect(reports.getByRole('table', { name: 'Sent messages' }).getByText(/Globex dashboard report/).first()).toBeVisible();
  await reports.getByRole('button', { name: 'Close' }).click();
  await expect(reports).toHaveCount(0);

  // drill-down: the Inbound Calls card opens the logs filtered to its window and direction
  await main.getByTitle('Open the calls behind Inbound Calls').click();
  await expect(page).toHaveURL(/\/app\/logs\?/);
  await expect(page.getByText('Direction is inbound')).toBeVisible();
  const rows = page.getByRole('row', { name: 'Open transcript' });
  await expect(rows.first()).toBeVisible();
  const directions = await rows.locator('td:nth-child(6)').allTextContents();
  expect(new Set(directions)).toEqual(new Set(['inbound']));
});
