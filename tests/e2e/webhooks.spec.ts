// Issue 20 point 8 in one journey, by keyboard: an owner creates a webhook to a receiver this test
// starts on 127.0.0.1 (the e2e server runs NODE_ENV=test, demo mode, where loopback receivers are
// allowed), copies the secret shown once, opens the endpoint, sees the delivery of a contact created
// meanwhile in the log (the receiver got it signed with that secret), replays it and sees the replay
// arrive and show; the endpoint page has no serious or critical axe finding.
import { openReceiver, type Receiver } from '../../server/testing/webhookReceiver';
import { verifySignature } from '../../server/webhooks/sign';
import { findings, settle } from './axe';
import { apiToken, baseURL, expect, signIn, test } from './fixtures';

let receiver: Receiver;
test.beforeAll(async () => {
  receiver = await openReceiver();
});
test.afterAll(async () => {
  await receiver?.close();
});

async function createContact(firstName: string): Promise<void> {
  const token = encodeURIComponent(await apiToken('owner@acme.example'));
  const created = await fetch(`${baseURL()}/api/v2/contact?token=${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName }),
  });
  expect(created.status).toBe(201);
}

test('an owner creates a webhook, sees its delivery in the log and replays it', async ({ page }) => {
  test.setTimeout(120_000);
  const label = `CRM ${Date.now()}`;
  await signIn(page, 'owner@acme.example');
  await page.getByRole('menuitem', { name: 'Webhooks' }).press('Enter');
  await expect(page).toHaveURL(/\/app\/webhooks/);
  await settle(page);

  // create: every field and the submit by keyboard
  await page.getByRole('button', { name: 'Create webhook' }).first().press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: 'URL' })).toBeFocused();
  await page.keyboard.type(receiver.url);
  await page.keyboard.press('Tab');
  await page.keyboard.type(label);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('combobox', { name: 'Type' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Conversations (messages in and out)' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveText('Contacts (created and updated)');
  await dialog.getByRole('button', { name: 'Create webhook' }).press('Enter');
  const secret = (await dialog.getByTestId('webhook-secret').textContent()) ?? '';
  expect(secret.length).toBeGreaterThan(20);
  await dialog.getByRole('button', { name: 'Done' }).press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // the endpoint's page, reached from the list by its link
  await page.getByRole('link', { name: label }).press('Enter');
  await expect(page).toHaveURL(/\/app\/webhooks\/[^/]+\/show/);
  await expect(page.getByText('No deliveries yet.')).toBeVisible();

  await createContact('Hedy');
  await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);
  const first = receiver.received[0]!;
  expect(JSON.parse(first.body)).toMatchObject({ type: 'contact.created', data: { contact: { firstName: 'Hedy' } } });
  expect(verifySignature(String(first.headers['switchboard-signature']), secret, first.body, Math.floor(Date.now() / 1000))).toBe(true);

  // the log refreshes by itself: the delivery, delivered, with its attempt
  const deliveries = page.getByTestId('webhook-delivery');
  await expect(deliveries).toHaveCount(1, { timeout: 15_000 });
  await expect(deliveries.first()).toContainText('Delivered');
  await expect(deliveries.first()).toContainText('contact.created');
  await deliveries.first().getByRole('button', { expanded: false }).press('Enter');
  await expect(deliveries.first()).toContainText('Attempt 1');
  await expect(deliveries.first()).toContainText(`switchboard-delivery: ${String(first.headers['switchboard-delivery'])}`);

  await settle(page);
  expect(await findings(page)).toEqual([]);

  // replay: a new delivery, marked as a replay of the first, signed again
  await deliveries.first().getByRole('button', { name: 'Replay' }).press('Enter');
  await expect(page.getByText('Replay sent')).toBeVisible();
  await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);
  const replay = receiver.received[1]!;
  expect(replay.headers['switchboard-replay-of']).toBe(first.headers['switchboard-delivery']);
  expect(verifySignature(String(replay.headers['switchboard-signature']), secret, replay.body, Math.floor(Date.now() / 1000))).toBe(true);
  await expect(deliveries).toHaveCount(2, { timeout: 15_000 });
  await expect(deliveries.filter({ hasText: `Replay of ${String(first.headers['switchboard-delivery']).slice(0, 8)}` })).toContainText('Delivered', { timeout: 15_000 });
});
