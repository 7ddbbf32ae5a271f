// Runs the server suite on PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set
// (.ci/run starts a throwaway cluster and sets it, so nothing PGlite-only creeps in).
import { spawnSync } from 'node:child_process';

function run(label: string, databaseUrl: string | undefined): void {
  console.log(`\n== server suite on ${label} ==`);
  const env = { ...process.env };
  if (databaseUrl) env.TEST_DATABASE_URL = databaseUrl;
  else delete env.TEST_DATABASE_URL;
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const postgres = process.env.TEST_DATABASE_URL;
run('PGlite (in memory)', undefined);
if (postgres) run('PostgreSQL', postgres);
else if (process.env.CI) {
  console.error('TEST_DATABASE_URL is not set: CI must run the server suite on PostgreSQL too');
  process.exit(1);
} else console.log('\nPostgreSQL run skipped: set TEST_DATABASE_URL (see scripts/postgres-throwaway.sh)');
