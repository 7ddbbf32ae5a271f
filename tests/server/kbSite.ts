// A small web site the knowledge-base tests crawl, served on 127.0.0.1: pages, a robots.txt that
// disallows one, a redirect loop, a redirect chain, an oversized page, a never-ending response,
// a page with scripts (which would call /executed if anything ran them), a sitemap index.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Site {
  url: string;
  /** paths requested, in order */
  hits: string[];
  close(): Promise<void>;
}

const page = (title: string, body: string) => `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`;

export async function startSite(): Promise<Site> {
  const hits: string[] = [];
  let base = '';
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.push(path);
    const html = (status: number, body: string) => res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    switch (path) {
      case '/robots.txt':
        return res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /private\n\nUser-agent: OtherBot\nDisallow: /\n');
      case '/hours':
        return html(200, page('Opening hours', '<h1>Opening hours</h1><p>We are open Monday to Friday from 9 to 5.</p><p>The shop is closed on Sundays and public holidays.</p>'));
      case '/refunds':
        return html(200, page('Refunds', '<p>Refunds are paid within 14 days of the return. Keep the receipt.</p>'));
      case '/private/secret':
        return html(200, page('Secret', '<p>Internal pricing.</p>'));
      case '/script':
        return html(200, page('Scripts', `<p>Visible text about parking.</p><script>fetch('${base}/executed')</script><style>p{color:red}</style><img src="${base}/executed-img"><noscript>enable js</noscript>`));
      case '/loop-a':
        return res.writeHead(302, { location: '/loop-b' }).end();
      case '/loop-b':
        return res.writeHead(302, { location: '/loop-a' }).end();
      case '/big':
        res.writeHead(200, { 'content-type': 'text/html' });
        // 3 MB without a content-length: the crawler must stop reading by itself
        for (let i = 0; i < 3 * 1024; i++) res.write(`<p>${'x'.repeat(1020)}</p>`);
        return res.end();
      case '/endless':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<p>drip</p>');
        return; // never ends
      case '/missing':
        return html(404, page('Not found', 'no'));
      case '/pdf':
        return res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4');
      case '/plain':
        return res.writeHead(200, { 'content-type': 'text/plain' }).end('Plain text about the warranty.\n\nTwo years on every bike.');
      case '/sitemap.xml':
        return res.writeHead(200, { 'content-type': 'application/xml' }).end(
          `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "boom">]><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${base}/sitemap-pages.xml</loc></sitemap><sitemap><loc>${base}/sitemap-more.xml</loc></sitemap></sitemapindex>`,
        );
      case '/sitemap-pages.xml':
        return res.writeHead(200, { 'content-type': 'text/xml' }).end(
          `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${base}/hours</loc></url><url><loc> ${base}/refunds?a=1&amp;b=2 </loc><lastmod>2026-01-01</lastmod></url><url><loc>&e;</loc></url><url><loc>javascript:alert(1)</loc></url></urlset>`,
        );
      case '/sitemap-more.xml':
        return res.writeHead(200, { 'content-type': 'application/xml' }).end(`<urlset><url><loc><![CDATA[${base}/plain]]></loc></url></urlset>`);
      default:
        return html(404, page('Not found', 'no'));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    hits,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
