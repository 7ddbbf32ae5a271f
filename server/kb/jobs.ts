// Each document's crawl is a job of the durable queue, sent in the transaction that queued the
// document, so a crawl is never lost to a restart and runs once across API processes.
import { defineJob } from '../jobs/define';
import { crawlDocument, type CrawlData } from './crawlDocument';

export const crawlJob = defineJob<CrawlData>({
  name: 'kb.crawl',
  // a page that fails is a failed document, not a failed job; retries are for a run cut by a crash
  retryLimit: 2,
  retryDelaySeconds: 10,
  expireInSeconds: 120,
  // each mostly waits on a web server: a worker crawls several pages at once
  batchSize: 8,
  run: (ctx, data) => crawlDocument({ db: ctx.db, log: ctx.log }, data),
});
