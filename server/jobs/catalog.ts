// Every job of the server, one line each: the queue creates their queues at start, and each API
// process with workers runs them. A job sent that is not listed here is refused.
import { crawlJob } from '../kb/jobs';
import { recheckDomainsJob } from '../customDomains/jobs';
import { usageChargeJob } from '../billing/jobs';
import { pruneMailOutboxJob, sendDueReportsJob } from '../reports/jobs';
import { demoCallJob, taskTickJob } from '../tasks/jobs';
import { deliverJob, fanoutJob } from '../webhooks/jobs';
import { payWithdrawalJob } from '../lightning/jobs';
import { purgeSignupsJob } from '../auth/signupPurge';
import type { AnyJobDef } from './define';

export const JOBS: readonly AnyJobDef[] = [
  sendDueReportsJob,
  pruneMailOutboxJob,
  taskTickJob,
  demoCallJob,
  deliverJob,
  fanoutJob,
  payWithdrawalJob,
  crawlJob,
  usageChargeJob,
  recheckDomainsJob,
  purgeSignupsJob,
];
