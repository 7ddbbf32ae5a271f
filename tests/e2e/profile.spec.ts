// Issue 24 items 1–2 in one journey: Globex's owner, from the user menu, sets the page address and a
// link; a visitor (another browser context, no session) opens /<slug>, follows the link (counted:
// the owner sees the click) and texts the agent from the page through the Demo carrier. Leaves the
// shared server as it found it: the address back to "globex", no links, the number released.
import { apiToken, baseURL, expect, signIn, test } from './fixtures';

async function api(email: string, path: string, init: { method?: string; body?: unknown; target?: number } = {}) {
  const url = new URL(path, baseURL());
  url.searchParams.set('token', await apiToken(email));
  if (init.target !== undefined) url.searchParams.set('targetAccountId', String(init.target));
  const res = await fetch(url, { method: init.method ?? 'GET', headers: init.body ? { 'content-type': 'application/json' } : {}, body: init.body ? JSON.stringify(init.body) : undefined });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const OWNER = 'owner@globex.example';

test('an owner sets a page address and a link; a visitor opens the page, follows the link (counted) and texts the agent', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const slug = `globex-${Date.now().toString(36)}`;
  // a number answered by one of Globex's agents, for the visitor to text
  const agents = await api(OWNER, '/api/v2/listAccounts');
  const agentId = agents.body.accounts[0].id as number;
  const found = await api(OWNER, '/api/v2/phoneNumber/search/local/prefix', { method: 'POST', body: { prefix: '646' } });
  const number = found.body.numbers[0].number as string;
  const bought = await api(OWNER, '/api/v2/phoneNumber/assign', { method: 'POST', target: agentId, body: { number } });
  expect(bought.status).toBe(201);

  try {
    await signIn(page, OWNER);
    const menu = page.getByRole('button', { name: /account|profile|user/i }).first();

    // the address, from the user menu
    await menu.click();
    await page.getByRole('menuitem', { name: 'Page address' }).click();
    const address = page.getByRole('dialog', { name: 'Page address' });
    await address.getByLabel('Address', { exact: true }).fill('no');
    await address.getByRole('button', { name: 'Save' }).click();
    await expect(address.getByText('Use 3 to 40 characters')).toBeVisible();
    await address.getByLabel('Address', { exact: true }).fill(slug);
    await expect(address.getByText(`/${slug}`)).toBeVisible();
    await address.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // a link: a javascript: one is refused before it is sent, then a web link is saved
    await menu.click();
    await page.getByRole('menuitem', { name: 'Page links' }).click();
    const links = page.getByRole('dialog', { name: 'Page links' });
    await links.getByRole('button', { name: 'Add link' }).click();
    await links.getByLabel('Title').fill('Our docs');
    await links.getByLabel('Link', { exact: true }).fill('javascript:alert(1)');
    await links.getByRole('button', { name: 'Save' }).click();
    await expect(links.getByText('Only http and https links are accepted')).toBeVisible();
    const target = `${baseURL()}/docs`;
    await links.getByLabel('Link', { exact: true }).fill(target);
    await links.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // the share dialog: the address and its QR code
    await menu.click();
    await page.getByRole('menuitem', { name: 'Share page' }).click();
    const share = page.getByRole('dialog', { name: 'Share page' });
    await expect(share.getByLabel('Page link')).toHaveValue(`${baseURL()}/${slug}`);
    await expect(share.getByRole('img', { name: `QR code of ${baseURL()}/${slug}` })).toBeVisible();
    await share.getByRole('button', { name: 'Close' }).first().click();

    // a visitor with no session
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Globex' })).toBeVisible();
    await visitor.getByRole('button', { name: 'Text' }).click();
    // the talk panel has its own (hidden) message field: the text panel's form
    const textForm = visitor.locator('form[data-form="text"]');
    await textForm.getByLabel('Your message').fill('Hi, are you open today?');
    await textForm.getByRole('button', { name: 'Send' }).click();
    const log = visitor.locator('[data-log="text"] li');
    await expect(log).toHaveCount(2);
    await expect(log.nth(0)).toHaveText('Hi, are you open today?');
    await expect(log.nth(1)).not.toBeEmpty();
    await Promise.all([visitor.waitForURL(/\/docs/), visitor.getByRole('link', { name: 'Our docs' }).click()]);
    await visitorContext.close();

    // the owner sees the visit and the click
    await expect.poll(async () => (await api(OWNER, '/api/v1/profile/page')).body.stats.visits as number).toBeGreaterThanOrEqual(1);
    await menu.click();
    await page.getByRole('menuitem', { name: 'Page links' }).click();
    await expect(page.getByRole('dialog', { name: 'Page links' }).getByText('1 click')).toBeVisible();
  } finally {
    await api(OWNER, '/api/v1/account/links', { method: 'POST', body: { links: [] } });
    await api(OWNER, '/api/v1/updateUsername', { method: 'POST', body: { targetUsername: 'globex' } });
    await api(OWNER, `/api/v2/phoneNumbers/${bought.body.phoneNumber.id}/release`, { method: 'POST', body: {} });
  }
});
