// Issue 23 item 2: build from your website. The page is one this test serves; the demo model reads
// its facts by rules; hours and prices are flagged for confirmation; bad input and unreadable pages
// are 4xx naming the field; no session is 401. The model's JSON reader is checked as a table.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { factsByRules, parseModelFacts } from '../../server/areas/onboarding/siteFacts';
import { call, NOT_SIGNED_IN, serverWith } from './helpers';

const { server, t } = await serverWith(['acmeOwner']);

const PAGE = `<!doctype html><html><head><title>Harbor Plumbing | Emergency plumbers in Boston</title><script>alert(1)</script></head>
<body><h1>Harbor Plumbing</h1>
<p>We fix leaks, clogged drains and water heaters across Greater Boston since 1998.</p>
<p>Call us at (617) 555-0142 or write to help@harborplumbing.example.</p>
<h2>Opening hours</h2><p>Monday to Friday 8am - 6pm</p><p>Saturday 9:00 - 13:00</p>
<h2>Prices</h2><p>Call-out fee $89.</p><p>Drain cleaning from $149.00</p>
</body></html>`;

const site: Server = createServer((req, res) => {
  if (req.url === '/') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  if (req.url === '/robots.txt') return res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /private');
  if (req.url === '/image') return res.writeHead(200, { 'content-type': 'image/png' }).end('x');
  res.writeHead(404).end();
});
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));
const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

describe('POST /api/v2/onboarding/siteFacts', () => {
  it('reads the facts of the served page with the demo model, hours and prices to confirm', async () => {
    const answer = await call(server, 'POST', '/api/v2/onboarding/siteFacts', { token: t.acmeOwner, body: { url: `${base}/` } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      model: 'Demo model',
      facts: {
        businessName: 'Harbor Plumbing',
        phone: '+16175550142',
        email: 'help@harborplumbing.example',
        website: `${base}/`,
        summary: 'We fix leaks, clogged drains and water heaters across Greater Boston since 1998.',
      },
      confirm: ['hours', 'prices'],
    });
    expect(answer.body.facts.hours).toMatch(/Monday to Friday 8am - 6pm/);
    expect(answer.body.facts.prices).toMatch(/\$89/);
    expect(answer.body.facts.prices).toMatch(/\$149\.00/);
    expect(JSON.stringify(answer.body)).not.toContain('alert(1)');
  });

  it.each([
    ['no url', {}, 'url: Required'],
    ['an empty url', { url: '' }, 'url: Required'],
    ['a url of 2001 characters', { url: 'x'.repeat(2001) }, 'url: At most 2000 characters'],
  ])('bad input (%s): 400 naming the field', async (_name, body, message) => {
    expect(await call(server, 'POST', '/api/v2/onboarding/siteFacts', { token: t.acmeOwner, body })).toEqual({ status: 400, body: { success: false, message } });
  });

  it.each([
    ['ftp://example.com/', 'url: Only http and https pages can be added'],
    [`${base}/private`, 'url: robots.txt disallows this page'],
    [`${base}/image`, /^url: Not a web page/],
    [`${base}/missing`, 'url: HTTP 404 Not Found'],
  ])('an unreadable page %s: 422 naming the field', async (url, message) => {
    const answer = await call(server, 'POST', '/api/v2/onboarding/siteFacts', { token: t.acmeOwner, body: { url } });
    expect(answer.status).toBe(422);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toMatch(message);
  });

  it('no session: 401', async () => {
    expect(await call(server, 'POST', '/api/v2/onboarding/siteFacts', { body: { url: `${base}/` } })).toEqual(NOT_SIGNED_IN);
  });
});

describe('site facts, by rules and from a model\'s reply', () => {
  it('rules: nothing found but the address when the page says nothing', () => {
    expect(factsByRules('', 'Hello.', 'https://a.example/')).toEqual({ website: 'https://a.example/' });
  });
  it.each<[string, Record<string, string>]>([
    ['{"businessName":"Acme","hours":"9-5","extra":"x","phone":3}', { businessName: 'Acme', hours: '9-5' }],
    ['Sure! {"email":"a@b.example"} hope it helps', { email: 'a@b.example' }],
    ['not json', {}],
    ['{broken', {}],
  ])('%s', (reply, facts) => expect(parseModelFacts(reply)).toEqual(facts));
});
