// The job queue's variables, read at start (a bad value stops the server naming the variable).
import { envInteger, type Env } from '../kit/envNumber';

export interface JobSettings {
  /** JOB_WORKERS=off: this process sends jobs but runs none (another process does) */
  workers: boolean;
  /** JOBS_POLL_MS: how often an idle worker asks for a job */
  pollMs: number;
  /** JOBS_MAINTENANCE_SECONDS: how often runs cut by a dead process are looked for (and retried once expired) */
  maintenanceSeconds: number;
}

export const DEFAULT_JOB_POLL_MS = 2_000;
export const DEFAULT_JOB_MAINTENANCE_SECONDS = 120;

export function jobSettingsFrom(env: Env = process.env): JobSettings {
  const workers = env.JOB_WORKERS?.trim() || 'on';
  if (workers !== 'on' && workers !== 'off') throw new Error(`JOB_WORKERS: expected on or off, got "${workers}"`);
  return {
    workers: workers === 'on',
    // pg-boss polls at most every 500 ms
    pollMs: envInteger(env, 'JOBS_POLL_MS', DEFAULT_JOB_POLL_MS, { min: 500, max: 600_000 }),
    // and maintains at most once a day
    maintenanceSeconds: envInteger(env, 'JOBS_MAINTENANCE_SECONDS', DEFAULT_JOB_MAINTENANCE_SECONDS, { min: 1, max: 86_399 }),
  };
}
