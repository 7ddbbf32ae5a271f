// The ledger's speed (issue 22 "Tests and figures"): postings per second (top-ups and charges over 50
// wallets, 8 at a time) and the p95 of a balance read, on an in-memory PGlite or TEST_DATABASE_URL.
// LEDGER_POSTINGS sets how many (default 5,000; the 1,000,000 entries is LEDGER_POSTINGS=500000).
// Prints JSON lines.
import { randomUUID } from 'node:crypto';
import { openDatabase } from '../server/db/store';
import { balanceOf, PLATFORM, postTransaction, walletAccount } from '../server/ledger/ledger';

const POSTINGS = Number(process.env.LEDGER_POSTINGS ?? 5_000);
const READS = 500;
const WALLETS = 50;
const database = await openDatabase(process.env.TEST_DATABASE_URL ?? 'memory');
const db = database.db;
const print = (metric: string, value: number) => console.log(JSON.stringify({ bench: 'ledger', metric, value, driver: database.driver }));

// every wallet starts with $1,000,000: charges always succeed
for (let w = 1; w <= WALLETS; w++) {
  await postTransaction(db, { idempotencyKey: `bench-fund-${w}-${randomUUID()}`, kind: 'topup', accountId: w, entries: [{ ledgerAccount: walletAccount(w), amountMicros: 10n ** 12n }, { ledgerAccount: PLATFORM.cash, amountMicros: -(10n ** 12n) }] });
}
let next = 0;
const worker = async () => {
  while (next < POSTINGS) {
    const n = next++;
    const accountId = 1 + (n % WALLETS);
    const credit = n % 2 === 0;
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
const t0 = performance.now();
await Promise.all(Array.from({ length: 8 }, worker));
const seconds = (performance.now() - t0) / 1000;
print('postings', POSTINGS);
print('postings_per_second', +(POSTINGS / seconds).toFixed(1));

const times: number[] = [];
for (let i = 0; i < READS; i++) {
  const start = performance.now();
  await balanceOf(db, walletAccount(1 + (i % WALLETS)));
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
print('balance_read_p95_ms', +times[Math.floor(times.length * 0.95)].toFixed(2));
await database.close();
