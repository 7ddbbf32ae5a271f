// The custom domains' daily re-check on the job queue (pg-boss cron: one run a day across processes).
import { defineJob } from '../jobs/define';
import { recheckVerifiedDomains } from './recheck';

export const recheckDomainsJob = defineJob<Record<string, never>>({
  name: 'domains.recheck',
  cron: '41 3 * * *',
  // tomorrow's run checks what this one did not reach
  retryLimit: 1,
  retryDelaySeconds: 600,
  expireInSeconds: 3600,
  async run(ctx) {
    const result = await recheckVerifiedDomains(ctx.db, new Date(ctx.now()));
    if (result.checked) ctx.log.info({ checked: result.checked, unverified: result.unverified, unsure: result.unsure }, 'custom domains re-checked');
  },
});
