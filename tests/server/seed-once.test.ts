// Several API processes started together on one empty PostgreSQL seed the demo data once: without
// the advisory lock in seedIfEmpty both pools find no account and the second seed fails on a unique
// key (or, where no key stops it, doubles the rows). Two pools on one fresh database stand for two
// processes; on PGlite one process owns the database, so the race cannot happen there.
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { accounts } from '../../server/db/schema';
import { openDatabase, type Database } from '../../server/db/store';
import { seedIfEmpty } from '../../server/seed';

const url = process.env.TEST_DATABASE_URL;
const name = `seed_once_${process.pid}`;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.skipIf(!url)('seeding an empty PostgreSQL from two processes at once', () => {
  const opened: Database[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
    await admin(`DROP DATABASE IF EXISTS "${name}"`);
  });

  it('seeds once: one process seeds, the other finds the accounts', async () => {
    await admin(`DROP DATABASE IF EXISTS "${name}"`);
    await admin(`CREATE DATABASE "${name}"`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    const [a, b] = await Promise.all([openDatabase(target.href), openDatabase(target.href)]);
    opened.push(a!, b!);

    const seeded = await Promise.all([seedIfEmpty(a!), seedIfEmpty(b!)]);
    expect(seeded.sort()).toEqual([false, true]);

    const [single] = await a!.db.select({ n: count() }).from(accounts);
    expect(await seedIfEmpty(b!)).toBe(false);
    const [after] = await b!.db.select({ n: count() }).from(accounts);
    expect(Number(after!.n)).toBe(Number(single!.n));
    expect(Number(single!.n)).toBeGreaterThan(0);
  });
});
