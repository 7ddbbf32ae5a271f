// A job of the durable queue (issue 20): a named handler the queue runs at least once, retried on a
// throw, in whichever API process polls first. Data must be JSON; a job that may run twice (a crash
// after its work but before it was marked done) makes its writes idempotent or checks first.
import type { Db } from '../db/store';
import type { Carrier } from '../providers/carrier';
import type { EmailProvider } from '../providers/email';
import type { LanguageModel } from '../providers/llm';
import type { JobQueue } from './queue';

export interface JobLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** What a job's handler gets: the app's database and providers, as routes reach them. */
export interface JobContext {
  db: Db;
  /** selected at first use from the environment, like routes do (SMTP_URL, CARRIER, LLM_*) */
  readonly email: EmailProvider;
  readonly carrier: Carrier;
  readonly model: LanguageModel;
  log: JobLog;
  /** sends further jobs (with `{ tx }`: in the job's own transaction) */
  readonly jobs: Pick<JobQueue, 'send'>;
  /** the time, in milliseconds (a job that compares times takes it from here) */
  now(): number;
}

export interface JobInfo {
  id: string;
  /** 0 on the first run, then 1, 2... on retries */
  retryCount: number;
}

export interface JobDef<T> {
  /** the pg-boss queue name: letters, digits, dots, hyphens, underscores */
  name: string;
  run(ctx: JobContext, data: T, job: JobInfo): Promise<void>;
  /** retries after the first failure; default 2 */
  retryLimit?: number;
  /** seconds before the first retry; default 0 */
  retryDelaySeconds?: number;
  /** doubles the delay at each retry (with jitter) */
  retryBackoff?: boolean;
  /** a run taking longer is failed (and retried); default 15 minutes */
  expireInSeconds?: number;
  /** a cron expression (UTC): the queue sends the job (with `{}` as data) on it, once across processes */
  cron?: string;
  /** jobs of this name one worker fetches and runs side by side; default 1 (jobs that mostly wait on
   * the network, as webhook deliveries, take more) */
  batchSize?: number;
}

export function defineJob<T>(def: JobDef<T>): JobDef<T> {
  if (!/^[\w.-]+$/.test(def.name)) throw new Error(`defineJob: "${def.name}" is not a queue name`);
  return def;
}

/** a list of jobs of every data type */
export type AnyJobDef = JobDef<any>;
