// Issue 8 point 4: a one-time sign-in link's token, once used, is nowhere a third party or a later
// reader could find it: not in the address bar, not in the tab's history, not in the Referer of
// anything the page loads or links to (document.referrer of a linked site), not in the server log.
// The test runs its own server (to read its log) and a tiny "linked site" on another origin.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Request } from '@playwright/test';
import { spawnServer, type ServerProcess } from '../../server/testing/spawnServer';
import { test, expect } from './fixtures';

let server: ServerProcess;
let linked: Server;
let linkedUrl: string;
/** the Referer header of every request the linked site received */
const referers: (string | undefined)[] = [];

// a page that shows the referrer it was given; nothing else (an icon of its own: no favicon 404)
const page = (body: string) =>
  `<!doctype html><html><head><link rel="icon" href="data:,"><title>linked</title></head><body>${body}</body></html>`;

async function listen(target: Server): Promise<number> {
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  return (target.address() as AddressInfo).port;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  linked = createServer((request, response) => {
    referers.push(request.headers.referer);
    response.setHeader('content-type', 'text/html');
    if (request.url === '/start') response.end(page('<p>before the link</p>'));
    else response.end(page('<output id="referrer"></output><script>referrer.textContent = JSON.stringify(document.referrer)</script>'));
  });
  linkedUrl = `http://127.0.0.1:${await listen(linked)}`;
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  server = await spawnServer({ DATA_DIR: 'memory', STATIC_DIR: 'dist', NODE_ENV: 'test' }, { port });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => linked?.close(resolve));
});

/** The one-time link the server printed at start for `email`. */
async function printedLink(email: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const line = server.output().split('\n').find((l) => l.trim().startsWith(`${email} `) && l.includes('oneTimeToken='));
    if (line) return line.trim().split(/\s+/)[1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server printed no one-time link for ${email}`);
}

test('after signing in from a one-time link its token is in no address, history entry, referrer or log line', async ({ page: tab }) => {
  const link = await printedLink('owner@globex.example');
  const token = new URL(link).searchParams.get('oneTimeToken') ?? '';
  expect(token.length).toBeGreaterThan(10);
  const logBefore = server.output().length;

  // every request the console's page makes, and the Referer each carried
  const sent: Request[] = [];
  tab.on('request', (request) => sent.push(request));

  await tab.goto(`${linkedUrl}/start`);
  const entriesBefore = await tab.evaluate(() => history.length);
  const landing = await tab.goto(link);
  expect(landing?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(tab.getByRole('button', { name: 'Toggle theme' })).toBeVisible();

  // the address bar and the tab's history: the link's entry was replaced, one entry and no token;
  // back is the page before the link, forward the console without it
  expect(tab.url()).not.toContain(token);
  expect(tab.url()).not.toContain('oneTimeToken');
  expect(await tab.evaluate(() => history.length)).toBe(entriesBefore + 1);
  await tab.goBack();
  await expect(tab).toHaveURL(`${linkedUrl}/start`);
  await tab.goForward();
  await expect(tab.getByRole('button', { name: 'Toggle theme' })).toBeVisible();
  expect(tab.url()).not.toContain(token);

  // nothing the console loaded (scripts, API calls) was told where it came from
  const own = sent.filter((request) => request.url().startsWith(server.url));
  expect(own.length).toBeGreaterThan(3);
  const toldReferer = await Promise.all(own.map((request) => request.headerValue('referer')));
  expect(toldReferer.filter((value) => value)).toEqual([]);

  // a site the console links to learns nothing of where the user came from
  await tab.evaluate((href) => {
    const anchor = Object.assign(document.createElement('a'), { href, textContent: 'elsewhere' });
    anchor.style.cssText = 'position:fixed;top:50%;left:50%;z-index:99999';
    document.body.append(anchor);
  }, `${linkedUrl}/linked`);
  await tab.getByRole('link', { name: 'elsewhere' }).click();
  await expect(tab.locator('#referrer')).toHaveText('""');
  expect(referers.at(-1)).toBeUndefined();

  // the server logged the requests that carried the token, with the token redacted
  const log = server.output().slice(logBefore);
  expect(log).toContain('oneTimeToken=[redacted]');
  expect(log).not.toContain(token);
});
