// What the browser benches share (bench/pages.ts, bench/plugins.ts): the built app on the real server
// (server/main.ts, as `npm start` runs it) and a Chromium, fresh contexts with or without a session,
// and the JavaScript a page downloaded with its sizes (each body gzipped at level 9, as
// bench/bundle.ts counts, and the encoded sizes Chromium reports: the server's brotli or gzip copies).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Response } from '@playwright/test';
import { findChromium } from '../scripts/chromium';
import { spawnServer } from '../server/testing/spawnServer';
import { STORAGE_KEYS, STORAGE_PREFIX } from '../src/adapters/storage';

// the flags of ARCHITECTURE.md's known traps: keep Chromium off the closed network
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export interface Script {
  url: string;
  gzip: number;
  wire: number;
  raw: number;
  encoding: string;
}

/** Records every JavaScript file the page downloads, with its sizes. */
function recordScripts(page: Page): () => Promise<Script[]> {
  const pending: Promise<Script | null>[] = [];
  page.on('response', (response: Response) => {
    if (!/\.m?js(\?|$)/.test(new URL(response.url()).pathname)) return;
    pending.push(
      (async () => {
        const [body, sizes, headers] = await Promise.all([response.body(), response.request().sizes(), response.allHeaders()]);
        return {
          url: new URL(response.url()).pathname,
          gzip: gzipSync(body, { level: 9 }).length,
          wire: sizes.responseBodySize,
          raw: body.length,
          encoding: headers['content-encoding'] ?? 'identity',
        };
      })().catch(() => null),
    );
  });
  return async () => (await Promise.all(pending)).filter((s): s is Script => s !== null);
}

export interface Visit<T> {
  scripts: Script[];
  extra: T & { console_problems: number; first_problem?: string };
}

/** A fresh context (empty cache); with a token, the session is in local storage before the first script runs. */
export async function visit<T extends object>(browser: Browser, token: string | null, run: (page: Page) => Promise<T>): Promise<Visit<T>> {
  const context = await browser.newContext();
  if (token) {
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [`${STORAGE_PREFIX}${STORAGE_KEYS.token}`, token]);
  }
  const page = await context.newPage();
  const scripts = recordScripts(page);
  // a figure is worth little if the page broke: say what the browser's console reported
  const problems: string[] = [];
  page.on('console', (message) => ['error', 'warning'].includes(message.type()) && problems.push(message.text().slice(0, 200)));
  page.on('pageerror', (error) => problems.push(error.message.slice(0, 200)));
  const extra = await run(page);
  // whatever the page loads next without the user doing anything belongs to it too
  await page.waitForLoadState('networkidle');
  const result = { scripts: await scripts(), extra: { ...extra, console_problems: problems.length, ...(problems.length ? { first_problem: problems[0] } : {}) } };
  await context.close();
  return result;
}

export interface Bench {
  url: string;
  browser: Browser;
  stop(): Promise<void>;
}

/** The server on a new database, serving `staticDir`, and a Chromium. */
export async function startBench(staticDir = 'dist'): Promise<Bench> {
  const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-pages-'));
  const port = 19000 + Math.floor(Math.random() * 1000);
  const server = await spawnServer({ DATA_DIR: join(dataDir, 'db'), STATIC_DIR: staticDir, NODE_ENV: 'test' }, { port, timeoutMs: 120_000 });
  const browser = await chromium.launch({ executablePath: findChromium()?.path ?? '/usr/bin/chromium', args: ARGS });
  return {
    url: server.url,
    browser,
    async stop() {
      await browser.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The org owner's home is usable when each of its widgets shows its data: the metric cards' values
 * and the agents card's list (or its empty message). Resolves with the page's clock at that frame.
 */
export async function homeUsable(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const agents = document.querySelector('section[aria-label="Agents"]');
      const listed = agents && (agents.querySelector('li') || agents.textContent?.includes('No agents yet.'));
      return document.querySelector('[data-testid^="metric-"]') && listed ? performance.now() : false;
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** The middle value (runs are noisy on a shared machine: the median of three is the figure). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
