// The crawler on a site served here (issue 21 point 4, bad input): pages read as text, robots.txt
// obeyed, a redirect loop, an oversized and a never-ending page cut at the limits, scripts never run,
// other content types and HTTP errors refused in plain words, private addresses refused unless allowed.
import { afterAll, describe, expect, it } from 'vitest';
import { allowPrivateHosts, isPublicAddress } from '../../server/kb/crawlAddress';
import { crawlPage } from '../../server/kb/crawlPage';
import { RobotsCache } from '../../server/kb/crawlRobots';
import { startSite } from './kbSite';

const site = await startSite();
afterAll(() => site.close());

const crawl = (path: string, options: { allowPrivate?: boolean; timeoutMs?: number; robots?: RobotsCache } = {}) =>
  crawlPage(`${site.url}${path}`, { allowPrivate: options.allowPrivate ?? true, robots: options.robots ?? new RobotsCache(), limits: { timeoutMs: options.timeoutMs ?? 10_000 } });
const failure = (promise: Promise<unknown>) => promise.then(() => 'no error', (error: Error) => error.message);

describe('crawlPage', () => {
  it('reads a page: its <title> and its text in chunks', async () => {
    const page = await crawl('/hours');
    expect(page).toMatchObject({ url: `${site.url}/hours`, title: 'Opening hours' });
    expect(page.chunks.join('\n')).toContain('The shop is closed on Sundays');
    expect(page.bytes).toBeGreaterThan(100);
    expect((await crawl('/plain')).chunks).toEqual(['Plain text about the warranty.\n\nTwo years on every bike.']);
  });

  it('drops scripts, styles and images and never runs anything', async () => {
    const page = await crawl('/script');
    expect(page.chunks).toEqual(['Visible text about parking.']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(site.hits.filter((p) => p.startsWith('/executed'))).toEqual([]);
  });

  it('obeys robots.txt, fetched once per host per crawl', async () => {
    const robots = new RobotsCache();
    const before = site.hits.filter((p) => p === '/robots.txt').length;
    expect(await failure(crawl('/private/secret', { robots }))).toBe('robots.txt disallows this page');
    await crawl('/refunds', { robots });
    expect(site.hits.filter((p) => p === '/robots.txt').length - before).toBe(1);
    expect(site.hits).not.toContain('/private/secret');
  });

  it('refuses a redirect loop, a page past 2 MB, a never-ending page, HTTP errors and other types in plain words', async () => {
    expect(await failure(crawl('/loop-a'))).toBe('Too many redirects (a redirect loop)');
    expect(await failure(crawl('/big'))).toBe('The page is larger than 2 MB');
    const started = Date.now();
    expect(await failure(crawl('/endless', { timeoutMs: 1000 }))).toBe('Timed out after 1 s');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await failure(crawl('/missing'))).toBe('HTTP 404 Not Found');
    expect(await failure(crawl('/pdf'))).toBe('Not a web page (application/pdf): only text/html and text/plain are read');
    expect(await failure(crawlPage('ftp://example.com/x', { allowPrivate: true, robots: new RobotsCache() }))).toBe('Only http and https pages can be added');
  });

  it('refuses private, loopback and link-local addresses unless allowed (demo mode or KB_ALLOW_PRIVATE_HOSTS=1)', async () => {
    expect(await failure(crawl('/hours', { allowPrivate: false }))).toBe('Private address refused');
    const metadata = crawlPage('http://169.254.169.254/latest/meta-data', { allowPrivate: false, robots: new RobotsCache() });
    expect(await failure(metadata)).toBe('Private address refused');
    const named = crawlPage('http://localhost.test/x', {
      allowPrivate: false,
      robots: new RobotsCache(),
      resolve: async () => [{ address: '10.0.0.7', family: 4 }],
    });
    expect(await failure(named)).toBe('Private address refused');
    for (const address of ['127.0.0.1', '10.1.2.3', '192.168.1.1', '172.16.0.1', '169.254.169.254', '100.64.0.1', '::1', 'fe80::1', 'fc00::1', '::ffff:127.0.0.1', '0.0.0.0', '224.0.0.1']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
    expect(allowPrivateHosts(false, {})).toBe(false);
    expect(allowPrivateHosts(true, {})).toBe(true);
    expect(allowPrivateHosts(false, { KB_ALLOW_PRIVATE_HOSTS: '1' })).toBe(true);
  });
});
