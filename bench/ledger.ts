// The ledger's speed (issue 22 "Tests and figures") on a ledger that already holds LEDGER_ENTRIES
// entries (default 1,000,000: half as many transactions over 1,000 wallets, seeded in bulk by SQL, not
// through the API), on an in-memory PGlite or TEST_DATABASE_URL: postings per second (top-ups and
// charges over 50 wallets, 8 at a time, LEDGER_POSTINGS of them, default 5,000) and the p50/p95 of a
// balance read and of a wallet's latest 20 entries. Prints JSON lines.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/store';
import { balanceOf, PLATFORM, postTransaction, walletAccount } from '../server/ledger/ledger';
import { percentile } from './measure';

const ENTRIES = Number(process.env.LEDGER_ENTRIES ?? 1_000_000);
const POSTINGS = Number(process.env.LEDGER_POSTINGS ?? 5_000);
const READS = 1_000;
const WALLETS = 1_000;
const database = await openDatabase(process.env.TEST_DATABASE_URL ?? 'memory');
const db = database.db;
const print = (metric: string, value: number | Record<string, number>) =>
  console.log(JSON.stringify({ bench: 'ledger', driver: database.driver, metric, ...(typeof value === 'number' ? { value } : value) }));

// the seed: top-ups of $1,000 from platform:cash, oldest first, in slices of 100,000 transactions;
// triggers off while loading (the balance check is the seed's own: each pair sums to zero)
let t0 = performance.now();
const txs = Math.floor(ENTRIES / 2);
await db.execute(sql`SET session_replication_role = replica`);
for (let from = 0; from < txs; from += 100_000) {
  const to = Math.min(txs, from + 100_000) - 1;
  await db.execute(sql`
    WITH t AS (
      INSERT INTO ledger_transactions (idempotency_key, kind, account_id, memo, fingerprint, created_at)
      SELECT 'seed-' || g, 'topup', 1 + g % ${WALLETS}, 'seed', 'seed', now() - (${txs} - g) * interval '1 second'
      FROM generate_series(${from}::int, ${to}::int) g
      RETURNING id, account_id, created_at)
    INSERT INTO ledger_entries (transaction_id, ledger_account, amount_micros)
    SELECT id, acct, amt FROM t, LATERAL (VALUES ('wallet:' || t.account_id, 1000000000::bigint), ('platform:cash', -1000000000::bigint)) v(acct, amt)
    ORDER BY t.created_at`);
}
await db.execute(sql`
  INSERT INTO ledger_balances (ledger_account, balance_micros)
  SELECT ledger_account, sum(amount_micros) FROM ledger_entries GROUP BY 1
  ON CONFLICT (ledger_account) DO UPDATE SET balance_micros = excluded.balance_micros`);
await db.execute(sql`SET session_replication_role = DEFAULT`);
for (const table of ['ledger_transactions', 'ledger_entries', 'ledger_balances']) await db.execute(sql.raw(`ANALYZE ${table}`));
const [{ n }] = ((await db.execute(sql`SELECT count(*)::int AS n FROM ledger_entries`)) as unknown as { rows: { n: number }[] }).rows as [{ n: number }];
print('entries_seeded', n);
print('seed_s', +((performance.now() - t0) / 1000).toFixed(1));

let next = 0;
const worker = async () => {
  while (next < POSTINGS) {
    const i = next++;
    const accountId = 1 + (i % 50);
    const credit = i % 2 === 0;
    const amount = 1_000_000n;
    await postTransaction(db, {
      idempotencyKey: `bench-${randomUUID()}`,
      kind: credit ? 'topup' : 'usage',
      accountId,
      entries: [
        { ledgerAccount: walletAccount(accountId), amountMicros: credit ? amount : -amount },
        { ledgerAccount: credit ? PLATFORM.cash : PLATFORM.revenue, amountMicros: credit ? -amount : amount },
      ],
    });
  }
};
t0 = performance.now();
await Promise.all(Array.from({ length: 8 }, worker));
const seconds = (performance.now() - t0) / 1000;
print('postings', POSTINGS);
print('postings_per_second', +(POSTINGS / seconds).toFixed(1));

async function timed(metric: string, read: (i: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < READS; i++) {
    const start = performance.now();
    await read(i);
    times.push(performance.now() - start);
  }
  print(metric, { runs: READS, p50_ms: percentile(times, 50), p95_ms: percentile(times, 95) });
}
await timed('balance_read', (i) => balanceOf(db, walletAccount(1 + ((i * 37) % WALLETS))));
await timed('wallet_latest_20_entries', (i) =>
  db.execute(sql`SELECT id, amount_micros FROM ledger_entries WHERE ledger_account = ${walletAccount(1 + ((i * 37) % WALLETS))} ORDER BY id DESC LIMIT 20`),
);
await database.close();
