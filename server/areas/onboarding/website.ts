// POST /api/v2/onboarding/siteFacts (issue 23 item 2, beyond the spec): the owner pastes the address
// of the business's site; the page is fetched with the knowledge base's fetcher (its size, time and
// redirect limits, robots.txt, and its refusal of private addresses outside demo mode) and the
// language model (the demo model by rules) reads the agent's facts from it. Nothing is stored.
import { z } from 'zod';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { allowPrivateHosts, CrawlError } from '../../kb/crawlAddress';
import { crawlLimits } from '../../kb/crawlDocument';
import { crawlPage } from '../../kb/crawlPage';
import { RobotsCache } from '../../kb/crawlRobots';
import { selectLanguageModel } from '../../providers/llm';
import { CONFIRM_FACTS, SITE_FACT_KEYS, siteFacts } from './siteFacts';

const body = z.object({ url: z.string('Required').trim().min(1, 'Required').max(2000, 'At most 2000 characters').describe('The business\'s website (http or https)') });

export default defineArea({
  tag: 'Onboarding',
  routes: ({ demo }) => {
    const model = selectLanguageModel();
    return [
      defineRoute({
        method: 'POST',
        url: '/api/v2/onboarding/siteFacts',
        auth: 'account',
        idempotent: { exempt: 'reads a page and answers what it says; nothing is created or charged' },
        summary:
          'Build from your website: fetch the page at `url` and read the agent\'s facts from it (business name, phone, email, website, ' +
          'opening hours, prices, summary); `confirm` names the facts the owner must confirm (hours, prices)',
        body,
        response: reply('The facts read from the page', {
          success,
          url: z.string(),
          title: z.string(),
          facts: z.object(Object.fromEntries(SITE_FACT_KEYS.map((k) => [k, z.string().optional()]))),
          confirm: z.array(z.string()),
          model: z.string(),
        }),
        errors: { 422: 'url: why the page could not be read (unreachable, private address refused, robots.txt, too large, not a web page...)' },
        handler: async ({ body: { url } }) => {
          let page;
          try {
            page = await crawlPage(url, { allowPrivate: allowPrivateHosts(demo), robots: new RobotsCache(), limits: crawlLimits() });
          } catch (error) {
            if (error instanceof CrawlError) fail(422, `url: ${error.message}`);
            throw error;
          }
          const facts = await siteFacts(model, { url: page.url, title: page.title, text: page.chunks.join('\n') });
          return { success: true, url: page.url, title: page.title, facts, confirm: CONFIRM_FACTS.filter((k) => facts[k]), model: model.info.label };
        },
      }),
    ];
  },
});
