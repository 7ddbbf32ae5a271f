// The job queue's variables, read at start (a bad value stops the server naming the variable).
import { envInteger, type Env } from '../kit/envNumber';

export interface JobSettings {
  /** JOB_WORKERS=off: this process sends jobs but runs none (another process does) */
  workers: boolean;
  /** JOBS_POLL_MS: how often an idle worker asks for a job */
  pollMs: number;
}

export const DEFAULT_JOB_POLL_MS = 2_000;

export function jobSettingsFrom(env: Env = process.env): JobSettings {
  const workers = env.JOB_WORKERS?.trim() || 'on';
  if (workers !== 'on' && workers !== 'off') throw new Error(`JOB_WORKERS: expected on or off, got "${workers}"`);
  // pg-boss polls at most every 500 ms
  return { workers: workers === 'on', pollMs: envInteger(env, 'JOBS_POLL_MS', DEFAULT_JOB_POLL_MS, { min: 500, max: 600_000 }) };
}
