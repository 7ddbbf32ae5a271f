// robots.txt, fetched once per host per crawl (a sitemap import or one document's crawl) and
// obeyed for the "SwitchboardBot" user agent. A missing file (4xx) or an unreachable or broken one
// allows everything, as most crawlers do; a file past 500 kB is read as absent.
import robotsParser from 'robots-parser';
import { fetchLimited, USER_AGENT } from './crawlFetch';
import type { Resolver } from './crawlAddress';

type Robot = ReturnType<typeof robotsParser>;

export class RobotsCache {
  private readonly byOrigin = new Map<string, Promise<Robot | null>>();

  async allows(url: URL, options: { allowPrivate: boolean; signal?: AbortSignal; resolve?: Resolver }): Promise<boolean> {
    let robot = this.byOrigin.get(url.origin);
    if (!robot) {
      robot = this.load(url.origin, options);
      this.byOrigin.set(url.origin, robot);
    }
    const found = await robot;
    return found?.isAllowed(url.href, USER_AGENT) !== false;
  }

  private async load(origin: string, options: { allowPrivate: boolean; signal?: AbortSignal; resolve?: Resolver }): Promise<Robot | null> {
    const robotsUrl = `${origin}/robots.txt`;
    try {
      const fetched = await fetchLimited(robotsUrl, {
        allowPrivate: options.allowPrivate,
        accept: null,
        signal: options.signal,
        resolve: options.resolve,
        limits: { maxBytes: 500 * 1024 },
      });
      return robotsParser(robotsUrl, fetched.body.toString('utf8'));
    } catch {
      return null;
    }
  }
}
