// Issue 9 in the browser: the agent editor's save cycle, a save conflict between two tabs, a test
// conversation with the demo model, and the template-mode editor for a user without the full editor.
import type { Page } from '@playwright/test';
import { apiToken, baseURL, expect, expectConsoleError, signIn, test } from './fixtures';

/** The id of `owner`'s agent called `name` (arranged over the API). */
async function agentId(owner: string, name: string): Promise<number> {
  const token = encodeURIComponent(await apiToken(owner));
  const me = await (await fetch(`${baseURL()}/api/v1/account?token=${token}`)).json();
  const orgId = me.account.organizationId ?? me.account.id;
  const list = await (await fetch(`${baseURL()}/api/v2/campaigns?token=${token}&targetAccountId=${orgId}&pageSize=100`)).json();
  const agent = (list.campaigns as { agentId: number; agentName: string }[]).find((c) => c.agentName === name);
  if (!agent) throw new Error(`no agent ${name} for ${owner}`);
  return agent.agentId;
}

// by test id: a dialog on top (the conflict, a confirmation) hides the editor from the accessibility tree
const prompt = (page: Page) => page.getByTestId('agent-prompt');
const status = (page: Page) => page.getByRole('dialog').getByRole('status');

test('an owner edits the prompt, sees it saved after the quiet period, publishes, reloads, reverts', async ({ page }) => {
  const owner = 'owner@harbordental.example';
  const id = await agentId(owner, 'Reception');
  await signIn(page, owner);
  // opened from the agent accounts list
  await page.getByRole('menuitem', { name: 'Agent accounts' }).click();
  await page.getByRole('button', { name: /^Edit agent: .*Reception/ }).click();
  await expect(page).toHaveURL(new RegExp(`editAgent=${id}`));
  await expect(prompt(page)).toBeVisible();

  const published = `You answer the phone for Harbor Dental. Release ${Date.now()}.`;
  await prompt(page).fill(published);
  await expect(status(page)).toContainText('Unpublished changes');
  await expect(status(page)).toContainText('Saved', { timeout: 15_000 });

  await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Agent published')).toBeVisible({ timeout: 15_000 });

  await page.reload();
  await expect(prompt(page)).toHaveValue(published);
  await expect(status(page)).toContainText('Published');

  await prompt(page).fill(`${published} A change nobody wants.`);
  await expect(status(page)).toContainText('Saved', { timeout: 15_000 });
  await expect(status(page)).toContainText('Unpublished changes');
  await page.getByRole('dialog').getByRole('button', { name: 'Revert' }).click();
  await page.getByRole('dialog', { name: 'Revert' }).getByRole('button', { name: 'Revert' }).click();
  await expect(prompt(page)).toHaveValue(published, { timeout: 15_000 });
});

test('two tabs edit one agent: the second save shows the conflict dialog and nothing is lost', async ({ page, context }) => {
  const owner = 'owner@harbordental.example';
  const id = await agentId(owner, 'Recall Line');
  await signIn(page, owner);
  await page.goto(`/app?editAgent=${id}`);
  await expect(prompt(page)).toBeVisible();
  const second = await context.newPage();
  await second.goto(`/app?editAgent=${id}`);
  await expect(prompt(second)).toBeVisible();

  const first = `First tab wins the race ${Date.now()}.`;
  await prompt(page).fill(first);
  await expect(status(page)).toContainText('Saved', { timeout: 15_000 });

  const mine = `Second tab was editing too ${Date.now()}.`;
  // the second tab's save is refused on purpose (409), once typed and once after the reload
  expectConsoleError(/status of 409 \(Conflict\) \/api\/v2\/campaign$/);
  await prompt(second).fill(mine);
  const conflict = second.getByRole('dialog', { name: 'Save conflict' });
  await expect(conflict).toBeVisible({ timeout: 15_000 });
  await expect(conflict).toContainText(first);
  await expect(conflict).toContainText(mine);

  // nothing lost: the second tab's text survives a reload as a draft, and the dialog comes back
  await second.reload();
  await expect(prompt(second)).toHaveValue(mine);
  await expect(second.getByRole('dialog', { name: 'Save conflict' })).toBeVisible({ timeout: 15_000 });
  await second.getByRole('dialog', { name: 'Save conflict' }).getByRole('button', { name: 'Keep mine' }).click();
  await expect(status(second)).toContainText('Saved', { timeout: 15_000 });

  await page.reload();
  await expect(prompt(page)).toHaveValue(mine);
});

test('a test conversation with the demo model, on staging', async ({ page }) => {
  const owner = 'owner@harbordental.example';
  const id = await agentId(owner, 'Reception');
  await signIn(page, owner);
  await page.goto(`/app?testAgent=${id}`);
  const chat = page.getByRole('dialog', { name: 'Test agent' });
  await chat.getByRole('textbox', { name: 'Say something to the agent' }).fill('Hello, can I book a cleaning?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText('Demo model')).toBeVisible();
  const reply = chat.getByTestId('agent-reply').first();
  await expect(reply).not.toHaveText(/^Agent…$/, { timeout: 15_000 });
  await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled(); // empty input
  await chat.getByRole('textbox', { name: 'Say something to the agent' }).fill('Thanks!');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByTestId('agent-reply')).toHaveCount(2);
});

test('a user without the full-editor permission sees the template-mode editor only', async ({ page }) => {
  const owner = 'owner@acme.example';
  const id = await agentId(owner, 'Front Desk');
  await signIn(page, owner);
  await page.goto(`/app?editAgent=${id}`);
  const editor = page.getByRole('dialog');
  await expect(editor.getByText(/Template mode/)).toBeVisible();
  await expect(editor.getByRole('tab', { name: 'Template' })).toBeVisible();
  await expect(editor.getByRole('tab', { name: 'Settings' })).toBeVisible();
  await expect(editor.getByRole('tab', { name: 'Prompt' })).toHaveCount(0);
  await expect(editor.getByRole('tab', { name: 'Advanced' })).toHaveCount(0);
  await expect(editor.getByRole('button', { name: 'Inspector' })).toHaveCount(0);
  await editor.getByRole('tab', { name: 'Settings' }).click();
  await expect(editor.getByRole('region', { name: 'Voice' })).toBeVisible();
  await expect(editor.getByRole('region', { name: 'Timezone' })).toBeVisible();
});

test('a reseller adds a select field to a template; an owner creates an agent from it and sees the template-mode fields', async ({ page, browser }) => {
  // arranged over the API: a template of the reseller's own, offered to Acme below it
  const token = encodeURIComponent(await apiToken('reseller@example.com'));
  const name = `Clinic template ${Date.now()}`;
  const created = await fetch(`${baseURL()}/api/v2/templates/createTemplate?token=${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, agentInstructions: 'You answer for {clinic}, {plan} plan.', templateFields: [{ key: 'clinic', label: 'Clinic', type: 'text' }] }),
  });
  expect(created.status).toBe(201);

  await signIn(page, 'reseller@example.com');
  await page.getByRole('menuitem', { name: 'Templates' }).click();
  await page.getByRole('row', { name: new RegExp(name) }).getByRole('button', { name: 'Edit fields' }).click();
  const fields = page.getByRole('dialog', { name: `Edit fields: ${name}` });
  await fields.getByRole('button', { name: 'Add field' }).click();
  await fields.getByRole('textbox', { name: /^Key/ }).fill('plan');
  await fields.getByRole('textbox', { name: 'Label' }).fill('Plan');
  await fields.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Select', exact: true }).click();
  await fields.getByRole('textbox', { name: 'Value 1' }).fill('basic');
  await fields.getByRole('button', { name: 'Add option' }).click();
  await fields.getByRole('textbox', { name: 'Value 2' }).fill('premium');
  await fields.getByRole('textbox', { name: 'Label 2' }).fill('Premium plan');
  await expect(fields.getByRole('region', { name: 'Preview (template mode)' }).getByRole('combobox', { name: 'Plan' })).toBeVisible();
  await fields.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Template fields saved')).toBeVisible({ timeout: 15_000 });

  const owner = await browser.newContext();
  const home = await owner.newPage();
  await signIn(home, 'owner@acme.example');
  await home.getByRole('region', { name: 'Agents' }).getByRole('button', { name: 'New agent from template' }).click();
  await home.getByRole('dialog', { name: 'New agent from template' }).getByRole('button', { name: new RegExp(name) }).click();
  const form = home.getByRole('dialog', { name: `Create agent: ${name}` });
  await form.getByRole('textbox', { name: 'Name' }).fill(`E2E clinic ${Date.now()}`);
  await form.getByRole('textbox', { name: 'Clinic' }).fill('Bright Smiles');
  await form.getByRole('combobox', { name: 'Plan' }).click();
  await home.getByRole('option', { name: 'Premium plan' }).click();
  await form.getByRole('button', { name: 'Create agent' }).click();

  const editor = home.getByRole('dialog', { name: /^Agent editor: E2E clinic/ });
  await expect(editor.getByText(/Template mode/)).toBeVisible({ timeout: 15_000 });
  await expect(editor.getByRole('textbox', { name: 'Clinic' })).toHaveValue('Bright Smiles');
  await expect(editor.getByRole('combobox', { name: 'Plan' })).toContainText('Premium plan');
  await owner.close();
});
