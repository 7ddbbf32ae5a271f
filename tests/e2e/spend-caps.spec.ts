// Issue 22 point 6's journey: Acme at a hard monthly spend cap it has already reached (set through the
// API, as the spend controls screen may not exist yet) — the owner starts a campaign in the console
// and it is stopped with the server's message; an inbound call to Acme's agent is still answered and
// shows in the logs screen.
import { createHttpClient } from '../../src/adapters/http';
import { apiToken, baseURL, expect, expectConsoleError, signIn, test } from './fixtures';

const OWNER = 'owner@acme.example';
const CAP_MESSAGE = /reached its hard monthly spend cap/;

async function client(email: string, targetAccountId: number | null = null) {
  const token = await apiToken(email);
  return createHttpClient(baseURL(), () => ({ token, targetAccountId, adminToken: null }));
}

let lift: (() => Promise<unknown>) | null = null;
test.afterEach(async () => {
  await lift?.();
  lift = null;
});

test('a hard cap reached stops a campaign started in the console; an inbound call is still answered and logged', async ({ page }) => {
  test.setTimeout(180_000);
  const owner = await client(OWNER);
  const { campaigns } = await owner.request<{ campaigns: { agentId: number; agentName: string }[] }>('/api/v2/campaigns');
  const agent = campaigns[0]!;
  // a number for the campaign to call from, and one the agent answers
  const buy = async (prefix: string, target: number | null) => {
    const http = await client(OWNER, target);
    const { numbers } = await http.request<{ numbers: { number: string }[] }>('/api/v2/phoneNumber/search/local/prefix', { method: 'POST', body: { prefix } });
    await http.request('/api/v2/phoneNumber/assign', { method: 'POST', body: { number: numbers[0]!.number, country: 'US' } });
    return numbers[0]!.number;
  };
  const fromNumber = await buy('646', null);
  const agentNumber = await buy('212', agent.agentId);
  const dial = (from: string) =>
    fetch(`${baseURL()}/dev/carrier/call`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ from, to: agentNumber, turns: ['Hello, are you open today?'] }) });
  // some spend this month, then a hard cap of one cent: reached
  expect((await dial('+12025550101')).status).toBe(200);
  // the reseller manages Acme's billing (Acme's owner only views it): a hard cap of one cent
  const { account } = await owner.request<{ account: { id: number } }>('/api/v1/account');
  const reseller = await client('reseller@example.com', account.id);
  const capped = await reseller.request<{ hardCapReached: boolean }>('/api/v2/billing/spendControls', { method: 'PUT', body: { hardCapUsd: '0.01' } });
  // the e2e server is shared by every spec: Acme's campaigns must run again once this journey ends
  lift = () => reseller.request('/api/v2/billing/spendControls', { method: 'PUT', body: { hardCapUsd: null } });
  expect(capped.hardCapReached).toBe(true);

  await signIn(page, OWNER);
  await page.getByRole('menuitem', { name: 'Task lists' }).click();
  await page.getByRole('button', { name: 'Upload CSV' }).first().click();
  const wizard = page.getByRole('dialog', { name: 'Upload a task list' });
  await wizard.getByLabel('Name').fill('E2E capped');
  await wizard.getByLabel('Agent').click();
  await page.getByRole('option').first().click();
  await wizard.getByLabel('Call from').click();
  await page.getByRole('option', { name: fromNumber }).click();
  await wizard.getByLabel('Time zone').fill('UTC');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await page.locator('#task-csv').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from('phone,name\n+14155551000,Ann\n') });
  await expect(wizard.getByTestId('preflight-summary')).toContainText('No problems found.');
  await wizard.getByRole('checkbox', { name: 'I checked the rows and want to start calling' }).check();
  expectConsoleError(/status of 402 \(Payment Required\) \/api\/v2\/tasks\/[^/]+$/);
  await wizard.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText(CAP_MESSAGE).first()).toBeVisible();

  // inbound still answered: the caller hears the agent, and the call is in the logs
  const caller = '+12025550177';
  const answered = await dial(caller);
  expect(answered.status).toBe(200);
  expect(await answered.json()).toMatchObject({ status: 'answered' });
  await page.goto('/app/logs');
  await expect(page.getByRole('row', { name: 'Open transcript' }).first()).toBeVisible();
  await expect(page.getByText('2025550177').first()).toBeVisible();
});
