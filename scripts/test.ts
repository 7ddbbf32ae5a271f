// `npm test`: every test, with the set-up a fresh machine needs (after `npm ci`): type check and lint
// (side by side), unit and component tests, the server suite on PGlite and PostgreSQL
// (scripts/test-server.ts starts a throwaway cluster), then the e2e suite on a Chromium found or
// installed here (scripts/chromium.ts). A failing step does not stop the later ones (one CI run tells
// every step's result); the exit code is the first failure's. Prints each step's wall time, the
// slowest component file, what was skipped and why, and last, every failed test with its error's first lines.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './chromium';

const reports = mkdtempSync(join(tmpdir(), 'switchboard-test-'));
process.on('exit', () => rmSync(reports, { recursive: true, force: true }));
// each step's reporters append their failed tests here (scripts/failuresReporter.ts,
// scripts/playwrightFailuresReporter.ts); printed by finish()
const failuresFile = join(reports, 'failures.txt');
const withFailures = { ...process.env, SWITCHBOARD_FAILURES_FILE: failuresFile };

const times: string[] = [];
const skipped: string[] = [];
const started = performance.now();
const failed: string[] = [];
let exitCode = 0;

function record(name: string, code: number): void {
  if (code === 0) return;
  failed.push(name);
  if (exitCode === 0) exitCode = code;
}

function finish(code: number): never {
  // the failed tests of every step, last, where a CI log cut to its end still shows them
  const failures = existsSync(failuresFile) ? readFileSync(failuresFile, 'utf8').trim() : '';
  if (failures) console.log(`\nfailed tests:\n${failures}`);
  console.log(`\nnpm test ${code === 0 ? 'passed' : 'FAILED'} in ${((performance.now() - started) / 1000).toFixed(0)} s: ${times.join(', ')}`);
  if (failed.length) console.log(`failed steps: ${failed.join(', ')}`);
  for (const line of skipped) console.log(`SKIPPED: ${line}`);
  process.exit(code);
}

function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`\n== ${name} ==`);
  const t = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  times.push(`${name} ${((performance.now() - t) / 1000).toFixed(0)} s`);
  record(name, result.status ?? 1);
}

/** Runs the commands side by side, printing each one's output once it is done. */
async function together(name: string, commands: [string, string[]][]): Promise<void> {
  console.log(`\n== ${name} ==`);
  const t = performance.now();
  const codes = await Promise.all(
    commands.map(
      ([command, args]) =>
        new Promise<number>((resolve) => {
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => {
            process.stdout.write(`$ ${command} ${args.join(' ')}\n${output}`);
            resolve(code ?? 1);
          });
        }),
    ),
  );
  times.push(`${name} ${((performance.now() - t) / 1000).toFixed(0)} s`);
  record(name, codes.find((code) => code !== 0) ?? 0);
}

// the console's build (for the e2e suite) runs beside the type check and the lint, each of which keeps
// one core busy at a time
await together('typecheck, lint and build', [
  ['npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['npx', ['eslint', '.']],
  ['npm', ['run', 'build']],
]);

step('unit and components', 'npx', [
  'vitest', 'run', '--project', 'unit', '--project', 'components',
  '--reporter=default', '--reporter=./scripts/slowestFileReporter.ts', '--reporter=./scripts/failuresReporter.ts',
], { ...withFailures, SWITCHBOARD_FAILURES_LABEL: 'unit and components' });

const skippedFile = join(reports, 'skipped.txt');
step('server', process.execPath, ['--import', 'tsx', 'scripts/test-server.ts'], { ...withFailures, SWITCHBOARD_SKIPPED_FILE: skippedFile });
if (existsSync(skippedFile)) skipped.push(...readFileSync(skippedFile, 'utf8').trim().split('\n'));

const chromium = ensureChromium();
if (chromium) {
  console.log(`e2e on ${chromium.source}: ${chromium.path}`);
  // on the console built in the first step (`npm run test:e2e` builds, then runs the same)
  step('e2e', 'npx', ['playwright', 'test'], { ...withFailures, CHROMIUM_PATH: chromium.path });
} else if (process.env.CI) {
  console.error('No Chromium found or installed: CI must run the e2e suite');
  record('e2e', 1);
} else {
  skipped.push('e2e suite: no Chromium found (CHROMIUM_PATH, /usr/bin/chromium, Playwright cache) and none could be installed');
}
finish(exitCode);
