// Issue 18 point 1: a bad carrier configuration stops the real server process at start with a
// message naming the variable (as a bad LLM_BASE_URL or MAIL_OUTBOX_DAYS does), never quoting the
// auth token; without the check it would start and fail at the first number search instead.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BAD_API_BASE } from '../../server/providers/carrier/messages';
import { STUB_SID, STUB_TOKEN } from './twilioStub';

describe('carrier configuration at start', () => {
  it('stops the server at start on a bad configuration, saying which variable', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'carrier-start-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        CARRIER: 'twilio',
        TWILIO_ACCOUNT_SID: STUB_SID,
        TWILIO_AUTH_TOKEN: STUB_TOKEN,
        TWILIO_API_BASE: 'api.twilio.com',
        PUBLIC_URL: 'https://switchboard.example',
        // were the check missing, the server would start here, on a throwaway database
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: '0',
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    // a server that starts anyway is stopped after a while, and the test fails on its exit code
    const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
    clearTimeout(killer);
    await rm(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(output).toContain(BAD_API_BASE);
    expect(output).not.toContain(STUB_TOKEN);
  }, 60_000);
});
