// Issue 21 point 4 in one journey, by keyboard: an owner creates a knowledge base, imports the
// sitemap of a small site this test serves on 127.0.0.1 (the e2e server runs NODE_ENV=test, demo
// mode, where the crawler may read private hosts), watches the documents become ready, asks a
// question and sees the matching words marked in a passage; then, at 390 px wide, the page still
// reads (no horizontal scroll of the page itself).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { settle } from './axe';
import { expect, signIn, test } from './fixtures';

const PAGES: Record<string, string> = {
  '/hours.html':
    '<html><head><title>Opening hours</title></head><body><h1>Opening hours</h1><p>Our shop opening hours are nine to five on weekdays. On Saturday the shop opens at ten.</p><script>document.title="pwned"</script></body></html>',
  '/returns.html':
    '<html><head><title>Returns policy</title></head><body><h1>Returns</h1><p>Items may be returned within thirty days with the receipt. Refunds go back to the original card.</p></body></html>',
};

let site: Server;
let origin = '';

test.beforeAll(async () => {
  site = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    } else if (path === '/sitemap.xml') {
      const urls = Object.keys(PAGES).map((p) => `<url><loc>${origin}${p}</loc></url>`).join('');
      res.writeHead(200, { 'content-type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`);
    } else if (PAGES[path]) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGES[path]);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve));
});

test('an owner imports a sitemap into a new knowledge base and finds a highlighted passage', async ({ page }) => {
  test.setTimeout(150_000);
  const title = `Shop help ${Date.now()}`;
  await signIn(page, 'owner@acme.example');
  await page.getByRole('menuitem', { name: 'Knowledge bases' }).press('Enter');
  await expect(page).toHaveURL(/\/app\/knowledge-bases/);
  await settle(page);

  // create, by keyboard
  await page.getByRole('link', { name: 'Create knowledge base' }).first().press('Enter');
  const titleField = page.getByRole('textbox', { name: 'Title' });
  await expect(titleField).toBeFocused();
  await page.keyboard.type(title);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(page.getByText('No documents yet. Add URLs or import a sitemap.')).toBeVisible();

  // import the sitemap: the pages it lists, all chosen, then added
  await page.getByRole('button', { name: 'Import from sitemap' }).press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: 'Import from sitemap' })).toBeFocused();
  await page.keyboard.type(`${origin}/sitemap.xml`);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Found 2 pages.')).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('checkbox', { name: 'Select all' })).toBeChecked();
  for (const path of Object.keys(PAGES)) await expect(dialog.getByRole('checkbox', { name: `${origin}${path}` })).toBeChecked();
  await dialog.getByRole('button', { name: 'Add 2 pages' }).press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // the crawl runs as jobs; the page polls until both are ready
  const docs = page.getByTestId('kb-document');
  await expect(docs).toHaveCount(2);
  await expect(page.getByTestId('kb-progress')).toContainText('2 of 2 ready', { timeout: 60_000 });
  await expect(docs.filter({ hasText: 'Ready' })).toHaveCount(2);
  await expect(docs.filter({ hasText: 'Opening hours' })).toHaveCount(1);

  // a question, processed by default: the passage marks the matching words
  await page.getByRole('textbox', { name: 'Try a question' }).fill('What are your opening hours?');
  await expect(page.getByRole('switch', { name: 'Process query' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Try a question' }).press('Enter');
  const hit = page.getByTestId('kb-hit').first();
  await expect(hit).toBeVisible({ timeout: 20_000 });
  await expect(hit.getByRole('link', { name: 'Opening hours' })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(hit.locator('mark').first()).toBeVisible();
  expect((await hit.locator('mark').allTextContents()).join(' ').toLowerCase()).toMatch(/open|hour/);
  await expect(page.getByText(/^Searched for: /)).toBeVisible();
  // the page's script was text to the crawler, never run here
  expect(await page.title()).not.toBe('pwned');

  // at 390 px the page itself does not scroll sideways (the documents table scrolls in its box)
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(1);
  await page.getByRole('link', { name: 'All knowledge bases' }).press('Enter');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(1);
});
