// Issue 23 items 1 and 3: a new owner (an organization the reseller creates; Northwind gives its
// organizations no full editor, so the wizard starts at SELECT_TEMPLATE, never WELCOME) goes from the
// home's checklist through ?onboard: a template, its questions, an integration left for later, a
// reload that resumes at the same step, timezone, voice, a generated agent, a number and a test call
// on the demo carrier; the checklist then shows what is left. The organization is the test's own.
// Figure (issue 23's closing note, printed, never asserted): seconds from opening ?onboard to the
// agent answering its test call on the demo carrier, as this script drives it (its reload included).
import { apiToken, baseURL, expect, signIn, test } from './fixtures';

async function newOrganization(): Promise<{ email: string; name: string }> {
  const token = await apiToken('reseller@example.com');
  const me = (await (await fetch(`${baseURL()}/api/v1/account?token=${token}`)).json()) as { account: { id: number } };
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `onboarding-${stamp}@e2e.example`;
  const name = `Onboarding E2E ${stamp}`;
  const response = await fetch(`${baseURL()}/api/v2/createOrganization?token=${token}&targetResellerId=${me.account.id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, name: 'New Owner', accountName: name }),
  });
  expect(response.status).toBe(201);
  return { email, name };
}

test('a new owner goes from the checklist through the wizard to an agent, a number and a test call', async ({ page }) => {
  test.slow(); // one journey through eleven steps
  const { email } = await newOrganization();
  await signIn(page, email);

  // the home's checklist: nothing done yet, the first task opens the wizard
  const checklist = page.getByRole('region', { name: 'Get started' });
  await expect(checklist.getByText('0 of 4 done')).toBeVisible();
  const opened = Date.now();
  await checklist.getByRole('button', { name: 'Next step: Set up your agent' }).click();
  await expect(page).toHaveURL(/[?&]onboard(=|&|$)/);

  // no full editor: SELECT_TEMPLATE, never WELCOME
  const wizard = page.getByRole('dialog', { name: 'Set up your agent' });
  await expect(wizard.getByRole('heading', { name: 'Choose a template' })).toBeVisible();
  await expect(page).toHaveURL(/activeStep=SELECT_TEMPLATE/);
  await wizard.getByRole('button', { name: 'Preview' }).first().click();
  await wizard.getByRole('button', { name: 'Use this template: After-hours answering' }).click();

  // the questions, one at a time; the disabled and auto-prefilled ones never show
  await expect(wizard.getByRole('heading', { name: 'About your business' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Required')).toBeVisible();
  await wizard.getByLabel('Business name').fill('Harbor Plumbing');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByLabel('Greeting')).toHaveValue(/Thanks for calling/);
  // six questions of eight: the on-call number (disabled while urgent calls take a message) and the
  // auto-prefilled time zone are passed over
  for (let question = 2; question <= 6; question++) {
    await expect(wizard.getByText(`Question ${question} of 6`)).toBeVisible();
    await wizard.getByRole('button', { name: 'Next' }).click();
  }

  // the template's calendar: left for later
  await expect(wizard.getByRole('heading', { name: 'Connect your tools' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Later' }).click();
  await expect(wizard.getByRole('heading', { name: 'Time zone' })).toBeVisible();

  // a reload resumes at the same step
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Set up your agent' }).getByRole('heading', { name: 'Time zone' })).toBeVisible();
  await wizard.getByRole('combobox', { name: 'Time zone' }).fill('UTC-5');
  await expect(wizard.getByText(/Saved as America\/New_York/)).toBeVisible();
  await wizard.getByRole('combobox', { name: 'Time zone' }).press('Escape');
  await wizard.getByRole('button', { name: 'Next' }).click();

  await expect(wizard.getByRole('heading', { name: 'Voice' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Create the agent' }).click();

  await expect(wizard.getByRole('heading', { name: 'Review the agent' })).toBeVisible();
  await expect(wizard.getByText(/You answer calls for Harbor Plumbing/)).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();

  await wizard.getByLabel('Area code').fill('646');
  await wizard.getByRole('button', { name: 'Search' }).click();
  await wizard.getByRole('radio').first().check();
  await wizard.getByRole('button', { name: 'Get this number' }).click();

  await expect(wizard.getByRole('heading', { name: 'Try your agent' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Place a test call' }).click();
  await expect(wizard.getByText('Carrier: Demo carrier')).toBeVisible();
  await expect(wizard.getByText('Hello, are you open tomorrow?')).toBeVisible();
  // a working agent: it answered the test call on the demo carrier
  console.log(JSON.stringify({ metric: 'onboard_to_agent_s', value: Math.round((Date.now() - opened) / 100) / 10 }));
  await wizard.getByRole('button', { name: 'Next' }).click();

  await expect(wizard.getByRole('heading', { name: 'Talk with an expert' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Finish' }).click();
  await expect(wizard).toBeHidden();
  await expect(page).not.toHaveURL(/onboard/);

  // the checklist: a number marks the first three done; forwarding is what is left
  await expect(checklist.getByText('3 of 4 done')).toBeVisible();
  await expect(checklist.getByRole('button', { name: 'Next step: Forward your calls' })).toBeVisible();
});
