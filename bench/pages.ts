// The two pages a visitor opens first, measured in Chromium against the built app on the real server
// (bench/browser.ts): the sign-in page /app signed out, and an org owner's signed-in home, each in a
// new browser context (empty cache). For each: the scripts downloaded, their JavaScript in kB gzip
// and on the wire, and the time to the sign-in form and to the first contact row of /app/contacts.
// Then the signed-in home's start, median of three runs each: opening /app with a session (first
// paint, Largest Contentful Paint, and "usable": every home widget shows its data), and signing in
// (Verify pressed → home usable). Last, at phone width (390 × 844, the mobile app's webview), the
// Largest Contentful Paint of the home, the logs and the metrics dashboard, median of three each
// (issue 24's figure). Run after `npm run build`. JSON lines.
// `--files`: each size line also names the scripts; `--waterfall`: each start run lists its requests;
// `--dist=<dir>`: another build of the console (another commit's dist/) on this server; `--runs=<n>`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { latestOutboxCode, signInByEmail } from '../server/demoSignIn';
import { homeUsable, kb, median, startBench, visit, type Script } from './browser';

const OWNER = 'owner@acme.example';
const listFiles = process.argv.includes('--files');
const waterfall = process.argv.includes('--waterfall');
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
const dist = process.argv.find((a) => a.startsWith('--dist='))?.slice('--dist='.length) ?? 'dist';

if (!existsSync(join(dist, 'index.html'))) throw new Error('run `npm run build` first');

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

const now = (page: Page) => page.evaluate(() => performance.now());

/** Paint figures of this navigation, ms from its start; LCP is the last candidate so far. */
async function paints(page: Page): Promise<{ fcp: number | null; lcp: number | null }> {
  return page.evaluate(
    () =>
      new Promise<{ fcp: number | null; lcp: number | null }>((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({ fcp, lcp: entries.length ? entries[entries.length - 1].startTime : null });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve({ fcp, lcp: null }), 2000);
      }),
  );
}

/** Every request of the page (not the scripts' bytes): how many account fetches, and a waterfall. */
function recordRequests(page: Page, origin: number) {
  const seen: { path: string; start: number; end?: number }[] = [];
  page.on('request', (request) => {
    const entry: (typeof seen)[number] = { path: new URL(request.url()).pathname, start: Math.round(performance.now() - origin) };
    seen.push(entry);
    request.response().then(() => (entry.end = Math.round(performance.now() - origin)), () => undefined);
  });
  return () => ({
    account_fetches: seen.filter((r) => r.path === '/api/v1/account').length,
    ...(waterfall ? { requests: seen.map((r) => `${r.start}-${r.end ?? '?'} ${r.path}`) } : {}),
  });
}

const round = (value: number | null) => (value === null ? null : Math.round(value));

function printMedians(metric: string, runs: Record<string, number | null>[], extra: Record<string, unknown> = {}) {
  const keys = Object.keys(runs[0]);
  const medians = Object.fromEntries(keys.map((k) => [k, round(median(runs.map((r) => r[k] ?? Number.NaN)))]));
  console.log(JSON.stringify({ bench: 'pages', metric, runs: runs.length, ...medians, each: runs, ...extra }));
}

const bench = await startBench(dist);
const { browser, url } = bench;
try {
  const signIn = await visit(browser, null, async (page) => {
    const started = performance.now();
    await page.goto(`${url}/app`);
    await page.getByLabel('Email').waitFor({ state: 'visible' });
    return { sign_in_form_ms: Math.round(performance.now() - started) };
  });
  report('sign-in', signIn.scripts, signIn.extra);

  const token = await signInByEmail(url, OWNER);
  const home = await visit(browser, token, async (page) => {
    const started = performance.now();
    await page.goto(`${url}/app`);
    await page.getByRole('button', { name: 'Toggle theme' }).waitFor({ state: 'visible' });
    const home_ms = Math.round(performance.now() - started);
    // the widgets' code is the home's too: a busy first render can look like network idle before it
    await homeUsable(page);
    return { home_ms };
  });
  report('signed-in-home', home.scripts, { ...home.extra, user: OWNER });

  const contacts = await visit(browser, token, async (page) => {
    const started = performance.now();
    await page.goto(`${url}/app/contacts`);
    await page.locator('tbody tr').first().waitFor({ state: 'visible' });
    return { first_contact_row_ms: Math.round(performance.now() - started) };
  });
  report('contacts', contacts.scripts, { ...contacts.extra, user: OWNER });

  // The home's start with a session (a returning visitor): the page's own clock, from navigation.
  const opened: Record<string, number | null>[] = [];
  const requests: unknown[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await visit(browser, token, async (page) => {
      const seen = recordRequests(page, performance.now());
      await page.goto(`${url}/app`);
      const usable = await homeUsable(page);
      const { fcp, lcp } = await paints(page);
      return { figures: { first_paint_ms: fcp, lcp_ms: lcp, home_usable_ms: usable }, requests: seen() };
    });
    opened.push(run.extra.figures);
    requests.push({ ...run.extra.requests, console_problems: run.extra.console_problems });
  }
  printMedians('signed_in_home_start', opened, { user: OWNER, requests });

  // Signing in: from pressing Verify (the code is typed) to the home usable. LCP ends at the press.
  const signedIn: Record<string, number | null>[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await visit(browser, null, async (page) => {
      await page.goto(`${url}/app`);
      await page.getByLabel('Email').fill(OWNER);
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByLabel('Verification code').waitFor({ state: 'visible' });
      await page.getByLabel('Verification code').fill(await latestOutboxCode(url, OWNER));
      const pressed = await now(page);
      await page.getByRole('button', { name: 'Verify' }).click();
      return { sign_in_to_home_usable_ms: (await homeUsable(page)) - pressed };
    });
    signedIn.push({ sign_in_to_home_usable_ms: run.extra.sign_in_to_home_usable_ms });
  }
  printMedians('sign_in_to_home_usable', signedIn, { user: OWNER });

  // At phone width: each screen opened cold (a new context) with a session; LCP from navigation.
  const PHONE_SCREENS: [string, string, (page: Page) => Promise<unknown>][] = [
    ['home', '/app', (page) => homeUsable(page)],
    ['logs', '/app/logs', (page) => page.getByRole('table').first().waitFor({ state: 'visible' })],
    ['dashboard', '/app/dashboard', (page) => page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' })],
  ];
  for (const [screen, path, shown] of PHONE_SCREENS) {
    const runs: Record<string, number | null>[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await visit(browser, token, async (page) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(`${url}${path}`);
        await shown(page);
        const { fcp, lcp } = await paints(page);
        const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
        return { figures: { first_paint_ms: fcp, lcp_ms: lcp, page_width_px: width } };
      });
      runs.push(run.extra.figures);
    }
    printMedians(`phone_lcp_${screen}`, runs, { user: OWNER, viewport: '390x844' });
  }
} finally {
  await bench.stop();
}
