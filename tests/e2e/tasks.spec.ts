// Issue 20's campaign journey: an owner uploads a CSV with a bad row, fixes it in the preflight,
// starts the campaign, watches the funnel move on the Demo carrier (its outcomes come after a short
// delay; the jobs run in the e2e server), and pauses it. Then the same page at 390 px, by keyboard.
import { createHttpClient } from '../../src/adapters/http';
import { test, expect, signIn, apiToken, baseURL } from './fixtures';

const OWNER = 'owner@acme.example';
// enough people that two lines at once are still calling when the test pauses
const GOOD = Array.from({ length: 20 }, (_, i) => `+1415555${String(1000 + i)},Person ${i}`);
const CSV = ['phone,name', GOOD[0], 'not-a-number,Bob', ...GOOD.slice(1)].join('\n') + '\n';

async function ownNumber(): Promise<string> {
  const token = await apiToken(OWNER);
  const http = createHttpClient(baseURL(), () => ({ token, targetAccountId: null, adminToken: null }));
  const { numbers } = await http.request<{ numbers: { number: string }[] }>('/api/v2/phoneNumber/search/local/prefix', { method: 'POST', body: { prefix: '646' } });
  await http.request('/api/v2/phoneNumber/assign', { method: 'POST', body: { number: numbers[0]!.number, country: 'US' } });
  return numbers[0]!.number;
}

test('upload a CSV, fix a bad row in the preflight, start, watch the funnel move, pause', async ({ page }) => {
  // a whole campaign on a 2-core machine: more than the default minute
  test.setTimeout(180_000);
  const number = await ownNumber();
  await signIn(page, OWNER);
  await page.getByRole('menuitem', { name: 'Task lists' }).click();
  await page.getByRole('button', { name: 'Upload CSV' }).first().click();
  const wizard = page.getByRole('dialog', { name: 'Upload a task list' });

  // the campaign: every day, all day, so the journey runs whenever the test does
  await wizard.getByLabel('Name').fill('E2E renewals');
  await wizard.getByLabel('Agent').click();
  await page.getByRole('option').first().click();
  await wizard.getByLabel('Call from').click();
  await page.getByRole('option', { name: number }).click();
  await wizard.getByLabel('Time zone').fill('UTC');
  for (const day of ['Sun', 'Sat']) await wizard.getByRole('checkbox', { name: day }).check();
  await wizard.getByLabel('From', { exact: true }).fill('00:00');
  await wizard.getByLabel('Until', { exact: true }).fill('23:59');
  await wizard.getByLabel('Calls at once').fill('2');
  await wizard.getByRole('button', { name: 'Next' }).click();

  // the file: one row is not a phone number
  await page.locator('#task-csv').setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV),
  });
  const summary = wizard.getByTestId('preflight-summary');
  await expect(summary).toContainText('21 rows');
  await expect(summary).toContainText('Not a phone number in E.164: 1');

  // fix it inline: re-validated by the server
  const bad = wizard.getByTestId('preflight-row-3');
  await bad.getByRole('button', { name: 'Edit Line 3' }).click();
  await bad.getByLabel('phone').fill('+14155552999');
  await bad.getByLabel('phone').press('Enter');
  await expect(summary).toContainText('No problems found.');

  // Start only once confirmed
  const start = wizard.getByRole('button', { name: 'Start' });
  await expect(start).toBeDisabled();
  await wizard.getByRole('checkbox', { name: 'I checked the rows and want to start calling' }).check();
  await start.click();

  // the funnel moves: outcomes arrive live from the Demo carrier
  await expect(page.getByRole('heading', { name: 'E2E renewals', level: 1 })).toBeVisible();
  await expect(page.getByText('21 recipients')).toBeVisible();
  const outcomes = ['completed', 'voicemail', 'noAnswer', 'failed'].map((k) => page.getByTestId(`funnel-${k}`).getByRole('paragraph').first());
  await expect
    .poll(async () => (await Promise.all(outcomes.map(async (o) => Number(await o.textContent())))).reduce((a, b) => a + b, 0), { timeout: 60_000 })
    .toBeGreaterThan(0);

  // pause: confirmed, calls in progress finish
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText(/Calls in progress finish/)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();

  // 390 px: the page fits, and the commands are reachable by keyboard
  await page.setViewportSize({ width: 390, height: 844 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Settings' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Campaign settings' })).toBeVisible();
  await page.keyboard.press('Escape');
});
