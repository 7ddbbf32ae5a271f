// The two pages a visitor opens first, measured in Chromium against the built app on the real server
// (server/main.ts, as `npm start` runs it): the sign-in page /app signed out, and an org owner's
// signed-in home, each in a new browser context (empty cache). For each: the scripts downloaded, their
// JavaScript in kB gzip (each body gzipped at level 9, as bench/bundle.ts counts) and on the wire
// (the encoded body sizes Chromium reports: the server's brotli or gzip copies), and the time to the
// sign-in form and to the first contact row of /app/contacts. Run after `npm run build`. JSON lines.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Response } from '@playwright/test';
import { findChromium } from '../scripts/chromium';
import { signInByEmail } from '../server/demoSignIn';
import { spawnServer } from '../server/testing/spawnServer';
import { STORAGE_KEYS, STORAGE_PREFIX } from '../src/adapters/storage';

const OWNER = 'owner@acme.example';
// `--files`: each line also names the scripts, to see where the bytes go
const listFiles = process.argv.includes('--files');
// the flags of ARCHITECTURE.md's known traps: keep Chromium off the closed network
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

if (!existsSync(join('dist', 'index.html'))) throw new Error('run `npm run build` first');
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

interface Script {
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

// issue 8's budgets for the JavaScript of a page, kB gzip
const BUDGET_KB: Record<string, number> = { 'sign-in': 120, 'signed-in-home': 290 };

function report(page: string, scripts: Script[], extra: Record<string, unknown>) {
  const sum = (key: 'gzip' | 'wire' | 'raw') => kb(scripts.reduce((total, s) => total + s[key], 0));
  const budget = BUDGET_KB[page];
  const overBudget = budget !== undefined && sum('gzip') > budget ? { over_budget: true } : {};
  const encodings = [...new Set(scripts.map((s) => s.encoding))];
  console.log(JSON.stringify({
    bench: 'pages', page, scripts: scripts.length, js_kb_gzip: sum('gzip'), js_kb_on_wire: sum('wire'),
    js_kb_uncompressed: sum('raw'), encodings, ...(budget ? { budget_kb: budget } : {}), ...overBudget, ...extra, ...(listFiles ? { files: scripts.map((s) => s.url) } : {}),
  }));
}

/** A fresh context; with a token, the session is in local storage before the first script runs. */
async function visit(browser: Browser, token: string | null, run: (page: Page, started: number) => Promise<Record<string, unknown>>) {
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
  const extra = await run(page, performance.now());
  // whatever the page loads next without the user doing anything belongs to it too
  await page.waitForLoadState('networkidle');
  const result = { scripts: await scripts(), extra: { ...extra, console_problems: problems.length, ...(problems.length ? { first_problem: problems[0] } : {}) } };
  await context.close();
  return result;
}

const ms = (started: number) => Math.round(performance.now() - started);

const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-pages-'));
const port = 19000 + Math.floor(Math.random() * 1000);
const server = await spawnServer({ DATA_DIR: join(dataDir, 'db'), STATIC_DIR: 'dist', NODE_ENV: 'test' }, { port, timeoutMs: 120_000 });
const browser = await chromium.launch({ executablePath: findChromium()?.path ?? '/usr/bin/chromium', args: ARGS });
try {
  const signIn = await visit(browser, null, async (page, started) => {
    await page.goto(`${server.url}/app`);
    await page.getByLabel('Email').waitFor({ state: 'visible' });
    return { sign_in_form_ms: ms(started) };
  });
  report('sign-in', signIn.scripts, signIn.extra);

  const token = await signInByEmail(server.url, OWNER);
  const home = await visit(browser, token, async (page, started) => {
    await page.goto(`${server.url}/app`);
    await page.getByRole('button', { name: 'Toggle theme' }).waitFor({ state: 'visible' });
    return { home_ms: ms(started) };
  });
  report('signed-in-home', home.scripts, { ...home.extra, user: OWNER });

  const contacts = await visit(browser, token, async (page, started) => {
    await page.goto(`${server.url}/app/contacts`);
    await page.locator('tbody tr').first().waitFor({ state: 'visible' });
    return { first_contact_row_ms: ms(started) };
  });
  report('contacts', contacts.scripts, { ...contacts.extra, user: OWNER });
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
