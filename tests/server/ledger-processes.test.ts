// Issue 22 point 1 across processes (PostgreSQL only, as every *-processes test): two API processes
// settle the same Demo-payments top-ups at once (one credit per session, whichever process wins), and
// two writer processes post concurrent top-ups, charges and payout-like moves with shared and
// distinct idempotency keys. Afterwards the books balance, every key is one transaction, the shared
// keys' answers agree across processes, and no wallet went below zero.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInByEmail } from '../../server/demoSignIn';
import { ledgerTransactions } from '../../server/db/schema';
import type { ServerProcess } from '../../server/testing/spawnServer';
import { apiUrl, EMAILS } from './helpers';
import { move } from './ledgerWorker';
import { apiProcesses, onPostgres } from './processes';

const processes = apiProcesses();
const OPS = 240;
const WALLETS = [910_001, 910_002, 910_003, 910_004];

interface Line {
  key: string;
  outcome: 'created' | 'replayed' | 'insufficient_funds';
  transactionId: string | null;
}

/** One writer process (tests/server/ledgerWorker.ts) on the shared database; its lines. */
function writer(name: string, url: string): Promise<Line[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/ledgerWorker.ts'], {
      env: { ...process.env, DATABASE_URL: url, LEDGER_WORKER: name, LEDGER_OPS: String(OPS), LEDGER_WALLETS: WALLETS.join(',') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err += c));
    child.on('exit', (code) => (code === 0 ? resolve(out.trim().split('\n').map((l) => JSON.parse(l) as Line)) : reject(new Error(`writer ${name} exited ${code}: ${err.slice(0, 2000)}`))));
  });
}

describe.skipIf(!onPostgres)('the ledger with two processes on one PostgreSQL', () => {
  let servers: ServerProcess[];
  let token: string;
  const acme = () => processes.copy!.seeded.orgs.acme;

  beforeAll(async () => {
    servers = [await processes.start(), await processes.start()];
    token = await signInByEmail(servers[0].url, EMAILS.reseller);
  }, 300_000);

  const rows = async <T>(query: ReturnType<typeof sql>) => ((await processes.copy!.db.db.execute(query)) as unknown as { rows: T[] }).rows;
  const walletOf = async (id: number) => BigInt((await rows<{ b: string }>(sql`SELECT coalesce(max(balance_micros), 0)::text AS b FROM ledger_balances WHERE ledger_account = ${`wallet:${id}`}`))[0]!.b);

  it('credits a Demo-payments top-up once, however many times both processes settle it', async () => {
    const checkout = async (server: ServerProcess, key: string, amount: number) => {
      const response = await fetch(apiUrl(server, '/api/v1/checkout/vidaCredit', { token, target: acme() }), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ amount }),
      });
      return (await response.json()) as { sessionId: string };
    };
    const pay = (server: ServerProcess, sessionId: string) =>
      fetch(`${server.url}/pay/demo/${sessionId}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'card=4242424242424242&action=pay' });
    const before = await walletOf(acme());
    const shared = randomUUID();
    // one key sent to both processes at once: one session; four more with keys of their own
    const sessions = await Promise.all([checkout(servers[0]!, shared, 3), checkout(servers[1]!, shared, 3), ...[1, 2, 3, 4].map((n) => checkout(servers[n % 2]!, randomUUID(), n))]);
    expect(sessions[0]!.sessionId).toBe(sessions[1]!.sessionId);
    const ids = [...new Set(sessions.map((s) => s.sessionId))];
    expect(ids).toHaveLength(5);
    const paid = await Promise.all(ids.flatMap((id) => [pay(servers[0]!, id), pay(servers[1]!, id), pay(servers[1]!, id)]));
    expect(paid.every((r) => r.status === 303)).toBe(true);
    expect((await walletOf(acme())) - before).toBe(13_000_000n); // 3 + 1 + 2 + 3 + 4 dollars
    for (const id of ids) expect(await processes.copy!.db.db.select().from(ledgerTransactions).where(like(ledgerTransactions.idempotencyKey, `checkout:${id}`))).toHaveLength(1);
  });

  it('posts concurrent moves with shared and distinct keys from two processes: balanced, each once, never below zero', async () => {
    const [a, b] = await Promise.all([writer('w0', processes.copy!.url!), writer('w1', processes.copy!.url!)]);
    expect(a).toHaveLength(OPS);
    expect(b).toHaveLength(OPS);
    // a shared key: one process created it, the other replayed the same transaction (or both were refused)
    const byKey = new Map<string, Line[]>();
    for (const line of [...a, ...b]) byKey.set(line.key, [...(byKey.get(line.key) ?? []), line]);
    let shared = 0;
    for (const [key, lines] of byKey) {
      if (!key.includes(':shared:')) continue;
      shared++;
      const ok = lines.filter((l) => l.outcome !== 'insufficient_funds');
      expect(ok.filter((l) => l.outcome === 'created').length).toBeLessThanOrEqual(1);
      expect(new Set(ok.map((l) => l.transactionId)).size).toBeLessThanOrEqual(1);
    }
    expect(shared).toBe(OPS / 3);
    const created = [...a, ...b].filter((l) => l.outcome === 'created');
    const stored = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key LIKE 'ledger-processes:%'`);
    expect(stored[0]!.n).toBe(created.length);
    expect(created.length).toBeGreaterThan(OPS); // most moves went through
    // the books: each transaction sums to zero; each balance is the sum of its entries
    expect(await rows(sql`SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount_micros) <> 0`)).toEqual([]);
    expect(
      await rows(sql`SELECT b.ledger_account FROM ledger_balances b LEFT JOIN (SELECT ledger_account, sum(amount_micros) AS s FROM ledger_entries GROUP BY 1) e USING (ledger_account) WHERE b.balance_micros <> coalesce(e.s, 0)`),
    ).toEqual([]);
    // each wallet: the sum of the moves that went through, and never negative
    for (const id of WALLETS) {
      let expected = 0n;
      for (const line of created) {
        const [, who, n] = line.key.split(':');
        const input = move(Number(n), who === 'shared' ? 'w0' : who!, WALLETS);
        if (input.accountId === id) expected += input.entries[0]!.amountMicros;
      }
      expect(await walletOf(id)).toBe(expected);
      expect(expected >= 0n).toBe(true);
    }
  }, 300_000);
});
