// `npm run test:server`: the server suite on PGlite, then again on PostgreSQL (so nothing PGlite-only
// creeps in): on TEST_DATABASE_URL when set, else on a throwaway cluster when PostgreSQL's binaries
// are installed (scripts/postgres-throwaway.sh). Says plainly when the PostgreSQL pass is skipped and
// why; on CI (CI set) a skipped pass is a failure. Prints each pass's wall time. A failing PGlite pass
// does not stop the PostgreSQL one (one run tells both); the exit code is the first failure's.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';

const PGLITE_TARGET_S = 50;

const CLUSTER_FAILED = 97;
let exitCode = 0;

function pass(label: string, command: string, args: string[], env: NodeJS.ProcessEnv): void {
  console.log(`\n== server suite on ${label} ==`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = (performance.now() - started) / 1000;
  if (result.status === CLUSTER_FAILED) return skipped('the throwaway PostgreSQL cluster did not start (its output is above)');
  if (result.status !== 0 && exitCode === 0) exitCode = result.status ?? 1;
  if (result.status !== 0) return;
  const target = label === 'PGlite' ? ` (target ≤ ${PGLITE_TARGET_S} s)` : '';
  console.log(`server suite on ${label}: ${seconds.toFixed(1)} s${target}`);
  console.log(JSON.stringify({ suite: 'server', database: label, wall_s: +seconds.toFixed(1) }));
}

function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root).find((v) => existsSync(`${root}/${v}/bin/initdb`) && existsSync(`${root}/${v}/bin/pg_ctl`));
  return version && `${root}/${version}/bin`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 55432));
    });
  });
}

function skipped(reason: string): void {
  console.log(`\nPostgreSQL pass SKIPPED: ${reason}`);
  // npm test (scripts/test.ts) repeats it in its summary
  if (process.env.SWITCHBOARD_SKIPPED_FILE) appendFileSync(process.env.SWITCHBOARD_SKIPPED_FILE, `server suite on PostgreSQL: ${reason}\n`);
  if (process.env.CI) {
    console.error('CI must run the server suite on PostgreSQL too');
    process.exit(1);
  }
}

// under `npm test`, failed tests also go to its closing summary (scripts/failuresReporter.ts)
const reporters = process.env.SWITCHBOARD_FAILURES_FILE ? ['--reporter=default', '--reporter=./scripts/failuresReporter.ts'] : [];
const vitest = ['npx', 'vitest', 'run', '--project', 'server', ...reporters];
// Files that test the server process itself on an embedded PGlite of their own, whatever the suite's
// database: the PostgreSQL pass would run them a second time for nothing (~60 s of worker time).
const DATABASE_INDEPENDENT = [
  'tests/server/shutdown.test.ts',
  'tests/server/pglite-memory.test.ts',
  'tests/server/carrier-start.test.ts',
];
// Hostile text on every field of every route (~160 s of worker time per pass, growing with each
// route): NUL, lone surrogates, control characters, prototype keys and deep nesting, all refused by
// the input layer before any query, so a second pass on another engine proves nothing new. The rest
// of the hostile suite (values that can reach the database and the driver's type parsing: year-0 and
// year-10000 dates, huge numbers, foreign ids) still runs on both.
const INPUT_LAYER_ONLY = ['tests/server/hostile-text.test.ts'];
// Files whose subject sits above the database, so the second engine adds nothing: the HTTP layer
// (malformed bodies, bad escapes, oversized and unsupported bodies refused before any route runs;
// security headers; static files; connection limits and load shedding), the route kit and its
// generated table, the plugin switch checked before every handler, the catalogues, and the language
// model's adapter against its stub.
const ABOVE_THE_DATABASE = [
  'tests/server/hostile-input.test.ts',
  'tests/server/security-headers.test.ts',
  'tests/server/static-assets.test.ts',
  'tests/server/connection-limits.test.ts',
  'tests/server/load-shedding.test.ts',
  'tests/server/route-kit.test.ts',
  'tests/server/route-table.test.ts',
  'tests/server/plugin-toggles-every.test.ts',
  'tests/server/audit-actions.test.ts',
  'tests/server/llm-provider.test.ts',
];
const postgresVitest = [...vitest, ...[...DATABASE_INDEPENDENT, ...INPUT_LAYER_ONLY, ...ABOVE_THE_DATABASE].flatMap((file) => ['--exclude', file])];
const pgliteEnv: NodeJS.ProcessEnv = { ...process.env, SWITCHBOARD_FAILURES_LABEL: 'server on PGlite' };
delete pgliteEnv.TEST_DATABASE_URL;
pass('PGlite', vitest[0], vitest.slice(1), pgliteEnv);

if (process.env.TEST_DATABASE_URL) {
  pass('PostgreSQL', postgresVitest[0], postgresVitest.slice(1), { ...process.env, SWITCHBOARD_FAILURES_LABEL: 'server on PostgreSQL' });
} else if (!postgresBinaries()) {
  skipped("TEST_DATABASE_URL is not set and PostgreSQL's binaries are not installed (/usr/lib/postgresql/*/bin; Debian's postgresql package)");
} else {
  // the cluster lives as long as the bash that started it: stopped on exit, pass or fail
  const script = [
    'set -e',
    'source scripts/postgres-throwaway.sh',
    'trap stop_throwaway_postgres EXIT',
    `start_throwaway_postgres || exit ${CLUSTER_FAILED}`,
    'export TEST_DATABASE_URL',
    `${postgresVitest.join(' ')}`,
  ].join('\n');
  pass('PostgreSQL', 'bash', ['-c', script], { ...process.env, PG_PORT: String(await freePort()), SWITCHBOARD_FAILURES_LABEL: 'server on PostgreSQL' });
}
process.exitCode = exitCode;
