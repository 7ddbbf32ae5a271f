// The Chromium the e2e suite drives: CHROMIUM_PATH, Debian's /usr/bin/chromium, or Playwright's own
// download. `npm test` installs one when none is found (Debian's package when it runs as root with
// apt-get, otherwise Playwright's installer).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export interface FoundChromium {
  path: string;
  /** where it came from, for the test run's log */
  source: string;
}

/** An installed Chromium, without installing anything. */
export function findChromium(): FoundChromium | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? { path: fromEnv, source: 'CHROMIUM_PATH' } : undefined;
  if (existsSync('/usr/bin/chromium')) return { path: '/usr/bin/chromium', source: "Debian's chromium" };
  const playwrights = chromium.executablePath();
  if (playwrights && existsSync(playwrights)) return { path: playwrights, source: "Playwright's cache" };
  return undefined;
}

function run(command: string, args: string[]): boolean {
  console.log(`$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
}

/** Finds a Chromium or installs one; undefined when neither worked (the caller says so). */
export function ensureChromium(): FoundChromium | undefined {
  const found = findChromium();
  if (found || process.env.CHROMIUM_PATH) return found;
  const root = process.getuid?.() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    console.log("No Chromium found: installing Debian's chromium package");
    if (run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium'])) return findChromium();
  }
  console.log("No Chromium found: installing Playwright's");
  run('npx', ['playwright', 'install', 'chromium']);
  return findChromium();
}
