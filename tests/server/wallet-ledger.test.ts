// The ledger (issue 22 point 1): thousands of random concurrent postings — top-ups, charges, refunds,
// payouts, rewards and their claims, retries of the same key (same body and another body) — on
// several accounts, in parallel; then the books are checked against the database's own rows and
// against the test's model of every posting that reported `created`. On PostgreSQL
// (TEST_DATABASE_URL) the postings go through two connection pools at once, as two API processes'.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/store';
import { openDatabase } from '../../server/db/store';
import { balanceOf, LedgerError, PLATFORM, postTransaction, rewardsAccount, setCreditLimit, walletAccount, type PostTransactionInput } from '../../server/ledger/ledger';
import { copyTestTemplate, type DatabaseCopy } from '../../server/testing/testTemplate';

const onPostgres = !!process.env.TEST_DATABASE_URL;
const ACCOUNTS = [101, 102, 103, 104, 105];
const OPERATIONS = 2400;

let handles: Database[] = [];
let copy: DatabaseCopy | undefined;
let second: Database | undefined;

beforeAll(async () => {
  if (onPostgres) {
    copy = await copyTestTemplate();
    second = await openDatabase(copy.url!);
    handles = [copy.db, second];
  } else {
    handles = [await openDatabase('memory')];
  }
}, 120_000);
afterAll(async () => {
  await second?.close();
  if (copy) await copy.close();
  else await handles[0]?.close();
});

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) => ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;

// a small deterministic generator: a failure is reproducible from its seed
function random(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32);
}

function operation(n: number, rand: () => number): PostTransactionInput {
  const accountId = ACCOUNTS[Math.floor(rand() * ACCOUNTS.length)];
  const wallet = walletAccount(accountId);
  const amount = BigInt(1 + Math.floor(rand() * 50_000_000)); // up to $50
  const key = `op-${n}-${randomUUID()}`;
  const pick = rand();
  const tx = (kind: PostTransactionInput['kind'], from: string, to: string): PostTransactionInput => ({
    idempotencyKey: key,
    kind,
    accountId,
    entries: [
      { ledgerAccount: from, amountMicros: -amount },
      { ledgerAccount: to, amountMicros: amount },
    ],
  });
  if (pick < 0.3) return tx('topup', PLATFORM.cash, wallet);
  if (pick < 0.6) return tx('usage', wallet, PLATFORM.revenue);
  if (pick < 0.7) return tx('refund', PLATFORM.refunds, wallet);
  if (pick < 0.8) return tx('payout', wallet, PLATFORM.payoutsPending);
  if (pick < 0.9) return tx('reward', PLATFORM.revenue, rewardsAccount(accountId));
  return tx('reward_claim', rewardsAccount(accountId), wallet);
}

describe('the ledger under random concurrent postings', () => {
  it('keeps the books: balanced, summing to 0, balances = entries, each key once, no wallet below its limit', async () => {
    const rand = random(20261202);
    const model = new Map<string, bigint>();
    const created: PostTransactionInput[] = [];
    const outcomes = { created: 0, replayed: 0, refused: 0, reused: 0 };
    const createdKinds = new Set<string>();
    // one account may go $20 below zero (a plan with credit)
    await setCreditLimit(handles[0].db, walletAccount(ACCOUNTS[0]), 20_000_000n);

    const inputs = Array.from({ length: OPERATIONS }, (_, n) => operation(n, rand));
    let next = 0;
    const worker = async (w: number) => {
      const db = handles[w % handles.length].db;
      while (next < inputs.length) {
        const n = next++;
        let input = inputs[n];
        // every 7th posting retries an earlier key: same body (replayed) or another body (refused)
        if (n % 7 === 6) {
          const earlier = inputs[Math.floor(rand() * n)];
          input = rand() < 0.8 ? earlier : { ...earlier, entries: earlier.entries.map((e) => ({ ...e, amountMicros: e.amountMicros * 2n })) };
        }
        try {
          const result = await postTransaction(db, input);
          if (result.created) {
            outcomes.created++;
            created.push(input);
            createdKinds.add(input.kind);
            for (const e of input.entries) model.set(e.ledgerAccount, (model.get(e.ledgerAccount) ?? 0n) + e.amountMicros);
          } else outcomes.replayed++;
        } catch (error) {
          if (!(error instanceof LedgerError)) throw error;
          if (error.code === 'insufficient_funds') outcomes.refused++;
          else if (error.code === 'key_reused') outcomes.reused++;
          else throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, (_, w) => worker(w)));
    // every kind of outcome happened, or the test proved less than it claims
    expect(Object.values(outcomes).every((count) => count > 0), JSON.stringify(outcomes)).toBe(true);
    // debits too (charges, payouts, claims), not only credits
    expect([...createdKinds].sort()).toEqual(['payout', 'refund', 'reward', 'reward_claim', 'topup', 'usage']);
    expect(outcomes.created + outcomes.replayed + outcomes.refused + outcomes.reused).toBe(OPERATIONS);

    const db = handles[0];
    expect(await rowsOf(db, sql`SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING SUM(amount_micros) <> 0`)).toEqual([]);
    const [{ total }] = await rowsOf<{ total: string }>(db, sql`SELECT COALESCE(SUM(balance_micros), 0)::text AS total FROM ledger_balances`);
    expect(total).toBe('0');
    expect(
      await rowsOf(
        db,
        sql`SELECT b.ledger_account FROM ledger_balances b LEFT JOIN (SELECT ledger_account, SUM(amount_micros) AS s FROM ledger_entries GROUP BY ledger_account) e USING (ledger_account) WHERE b.balance_micros <> COALESCE(e.s, 0)`,
      ),
    ).toEqual([]);
    const [{ count, keys }] = await rowsOf<{ count: string; keys: string }>(db, sql`SELECT COUNT(*)::text AS count, COUNT(DISTINCT idempotency_key)::text AS keys FROM ledger_transactions`);
    expect([Number(count), Number(keys)]).toEqual([outcomes.created, outcomes.created]);
    expect(
      await rowsOf(db, sql`SELECT ledger_account FROM ledger_balances WHERE (ledger_account LIKE 'wallet:%' OR ledger_account LIKE 'rewards:%') AND balance_micros < -credit_limit_micros`),
    ).toEqual([]);
    // the database agrees with the model of what reported `created`
    for (const [account, expected] of model) expect([account, await balanceOf(db.db, account)]).toEqual([account, expected]);
    // the account with credit went below zero at some point or at least may: its floor is −$20
    expect(await balanceOf(db.db, walletAccount(ACCOUNTS[0]))).toBeGreaterThanOrEqual(-20_000_000n);
  }, 600_000);
});

describe('postTransaction refuses', () => {
  const db = () => handles[0].db;
  const entries = (a: bigint, b: bigint) => [
    { ledgerAccount: walletAccount(201), amountMicros: a },
    { ledgerAccount: PLATFORM.cash, amountMicros: b },
  ];

  it('an unbalanced transaction, writing nothing', async () => {
    const key = randomUUID();
    await expect(postTransaction(db(), { idempotencyKey: key, kind: 'topup', accountId: 201, entries: entries(5n, -4n) })).rejects.toMatchObject({ code: 'unbalanced' });
    await expect(postTransaction(db(), { idempotencyKey: key, kind: 'topup', accountId: 201, entries: [] })).rejects.toMatchObject({ code: 'unbalanced' });
    expect(await balanceOf(db(), walletAccount(201))).toBe(0n);
  });

  it('a wallet below its credit limit, and keeps the key free', async () => {
    const key = randomUUID();
    await expect(postTransaction(db(), { idempotencyKey: key, kind: 'usage', accountId: 201, entries: entries(-1n, 1n) })).rejects.toMatchObject({ code: 'insufficient_funds' });
    const topup = await postTransaction(db(), { idempotencyKey: key, kind: 'topup', accountId: 201, entries: entries(3n, -3n) });
    expect(topup.created).toBe(true);
    expect(await balanceOf(db(), walletAccount(201))).toBe(3n);
  });

  it('the same key with another body; the same body replays the first transaction', async () => {
    const key = randomUUID();
    const first = await postTransaction(db(), { idempotencyKey: key, kind: 'topup', accountId: 201, entries: entries(7n, -7n), meta: { rate: 1 } });
    // meta and memo are descriptions: a retry with a new rate is still the same posting
    expect(await postTransaction(db(), { idempotencyKey: key, kind: 'topup', accountId: 201, entries: entries(7n, -7n), meta: { rate: 2 } })).toEqual({ ...first, created: false });
    await expect(postTransaction(db(), { idempotencyKey: key, kind: 'topup', accountId: 201, entries: entries(8n, -8n) })).rejects.toMatchObject({ code: 'key_reused' });
    await expect(postTransaction(db(), { idempotencyKey: key, kind: 'refund', accountId: 201, entries: entries(7n, -7n) })).rejects.toMatchObject({ code: 'key_reused' });
  });

  it('bad accounts, kinds, keys and amounts', async () => {
    const base = { idempotencyKey: randomUUID(), kind: 'topup' as const, accountId: 201 };
    for (const bad of [
      { ...base, entries: [{ ledgerAccount: 'wallet:abc', amountMicros: 1n }, { ledgerAccount: PLATFORM.cash, amountMicros: -1n }] },
      { ...base, entries: entries(0n, 0n) },
      { ...base, entries: entries(10n ** 18n, -(10n ** 18n)) },
      { ...base, kind: 'gift' as never, entries: entries(1n, -1n) },
      { ...base, idempotencyKey: 'bad\u0000key', entries: entries(1n, -1n) },
      { ...base, accountId: 0, entries: entries(1n, -1n) },
    ]) {
      await expect(postTransaction(db(), bad)).rejects.toBeInstanceOf(LedgerError);
    }
  });

  it('inside a caller\'s transaction: a refused posting undoes only itself', async () => {
    await db().transaction(async (tx) => {
      const t = tx as unknown as typeof handles[0]['db'];
      await postTransaction(t, { idempotencyKey: randomUUID(), kind: 'topup', accountId: 202, entries: [{ ledgerAccount: walletAccount(202), amountMicros: 10n }, { ledgerAccount: PLATFORM.cash, amountMicros: -10n }] });
      await expect(
        postTransaction(t, { idempotencyKey: randomUUID(), kind: 'usage', accountId: 202, entries: [{ ledgerAccount: walletAccount(202), amountMicros: -11n }, { ledgerAccount: PLATFORM.revenue, amountMicros: 11n }] }),
      ).rejects.toMatchObject({ code: 'insufficient_funds' });
    });
    expect(await balanceOf(db(), walletAccount(202))).toBe(10n);
  });

  it('edits of entries (append-only) and unbalanced rows written behind its back', async () => {
    await expect(handles[0].db.execute(sql`DELETE FROM ledger_entries`)).rejects.toThrow();
    await expect(
      handles[0].db.transaction(async (tx) => {
        const [t] = await (tx as unknown as Database['db']).execute(sql`INSERT INTO ledger_transactions (idempotency_key, kind, account_id, fingerprint) VALUES (${randomUUID()}, 'topup', 1, 'x') RETURNING id`).then((r) => (r as unknown as { rows: { id: string }[] }).rows);
        await (tx as unknown as Database['db']).execute(sql`INSERT INTO ledger_entries (transaction_id, ledger_account, amount_micros) VALUES (${t.id}, 'platform:cash', 5)`);
      }),
    ).rejects.toThrow();
  });
});
