// `npm run bench`: every figure, one JSON line each.
import { spawnSync } from 'node:child_process';

for (const script of ['bench/coldstart.ts', 'bench/bundle.ts', 'bench/agents-chunks.ts', 'bench/pages.ts', 'bench/contacts.ts', 'bench/accounts.ts']) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
