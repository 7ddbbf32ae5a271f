// `npm run bench`: every figure, one JSON line each. One script per line, so areas add theirs
// without touching each other's.
import { spawnSync } from 'node:child_process';

const scripts = [
  'bench/coldstart.ts',
  'bench/bundle.ts',
  'bench/agents-chunks.ts',
  'bench/pages.ts',
  'bench/plugins.ts',
  'bench/contacts.ts',
  'bench/accounts.ts',
  'bench/agents.ts',
  'bench/logs.ts',
  'bench/reports.ts',
  'bench/inbound.ts',
  'bench/events.ts',
  'bench/webhooks.ts',
  'bench/inbox.ts',
  'bench/inboxLive.ts',
  'bench/preflight.ts',
  'bench/campaign.ts',
  'bench/ledger.ts',
  'bench/usage.ts',
];
for (const script of scripts) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
