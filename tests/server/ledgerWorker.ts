// One writer of the ledger-processes test, run as its own process on DATABASE_URL: posts OPS moves
// (top-ups, usage charges, payout-like moves from a wallet to payouts pending) over a few wallets,
// eight at a time. Shared moves have the same key and body in every worker (each worker posts them
// in its own order); the others carry the worker's name. Prints one JSON line per move:
// { key, outcome: 'created' | 'replayed' | 'insufficient_funds', transactionId }.
import { openDatabase } from '../../server/db/store';
import { LedgerError, PLATFORM, postTransaction, walletAccount, type PostTransactionInput } from '../../server/ledger/ledger';

const worker = process.env.LEDGER_WORKER ?? 'w0';
const ops = Number(process.env.LEDGER_OPS ?? 200);
const wallets = (process.env.LEDGER_WALLETS ?? '').split(',').map(Number);

/** The move numbered n; shared (every third) moves do not depend on the worker. */
export function move(n: number, who: string, accounts: readonly number[]): PostTransactionInput {
  const shared = n % 3 === 0;
  const accountId = accounts[n % accounts.length]!;
  const amount = BigInt(1 + ((n * 7919) % 50)) * 100_000n; // $0.10 – $5.00
  const kind = (['topup', 'usage', 'payout'] as const)[Math.floor(n / 3) % 3]!;
  const other = kind === 'topup' ? PLATFORM.cash : kind === 'usage' ? PLATFORM.revenue : PLATFORM.payoutsPending;
  const wallet = kind === 'topup' ? amount : -amount;
  return {
    idempotencyKey: `ledger-processes:${shared ? 'shared' : who}:${n}`,
    kind,
    accountId,
    entries: [
      { ledgerAccount: walletAccount(accountId), amountMicros: wallet },
      { ledgerAccount: other, amountMicros: -wallet },
    ],
  };
}

if (process.env.LEDGER_WORKER) {
  const database = await openDatabase(process.env.DATABASE_URL!);
  const order = Array.from({ length: ops }, (_, n) => n);
  if (worker !== 'w0') order.reverse(); // the shared keys meet from both ends
  let next = 0;
  const lines: string[] = [];
  const run = async () => {
    while (next < order.length) {
      const n = order[next++]!;
      const input = move(n, worker, wallets);
      try {
        const posted = await postTransaction(database.db, input);
        lines.push(JSON.stringify({ key: input.idempotencyKey, outcome: posted.created ? 'created' : 'replayed', transactionId: posted.transactionId }));
      } catch (error) {
        if (!(error instanceof LedgerError) || error.code !== 'insufficient_funds') throw error;
        lines.push(JSON.stringify({ key: input.idempotencyKey, outcome: 'insufficient_funds', transactionId: null }));
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, run));
  process.stdout.write(`${lines.join('\n')}\n`);
  await database.close();
}
