// Sitemap import (spec doc 2: POST /api/v2/kb/sitemap {url}): the page URLs a sitemap lists, for the
// console to choose from and add as documents. It fetches a page from the network as a crawl does,
// so it has the crawl's limits, robots rule, address rule and rights (owners and above).
import { targetOrganization } from '../../accounts/targets';
import { ownerOrAbove } from '../../auth/permissionChecks';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { allowPrivateHosts, CrawlError } from '../../kb/crawlAddress';
import { crawlLimits } from '../../kb/crawlDocument';
import { sitemapBody, sitemapReply } from '../../kb/schemas';
import { sitemapUrls } from '../../kb/sitemap';

export default defineArea({
  tag: 'Knowledge bases',
  routes: ({ db, demo }) => [
    defineRoute({
      method: 'POST',
      url: '/api/v2/kb/sitemap',
      auth: 'account',
      subject: ({ request }) => targetOrganization(db, request),
      allow: ownerOrAbove,
      permission: 'canManageOutgoing',
      summary: 'The page URLs a sitemap lists (sitemap indexes followed one level, at most 1,000)',
      body: sitemapBody,
      response: sitemapReply,
      errors: { 422: 'The sitemap could not be read (the reason in words)' },
      idempotent: { exempt: 'a read of a remote file: it changes nothing here' },
      handler: async ({ body }) => {
        try {
          return { urls: await sitemapUrls(body.url, { allowPrivate: allowPrivateHosts(demo), timeoutMs: crawlLimits().timeoutMs }) };
        } catch (error) {
          if (error instanceof CrawlError) fail(422, error.message.startsWith('url: ') ? error.message : `url: ${error.message}`);
          throw error;
        }
      },
    }),
  ],
});
