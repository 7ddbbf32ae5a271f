// How pg-boss reaches our database. pg-boss sends `$1`-style SQL through an `executeSql(text, values)`:
// on PGlite (one process's own database) it must share the app's instance; inside a caller's drizzle
// transaction (`send(..., { tx })`) it must run on that transaction's connection, so the job exists
// if and only if the caller's change commits.
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/store';

export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
}

/** The app's PGlite: parameterless SQL may be several statements (pg-boss's maintenance), which only `exec` runs. */
export function pgliteBossDb(db: Db): BossDb {
  const client = (db as unknown as { $client: PGlite }).$client;
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      // node-postgres answers one result for one statement, a list for several: pg-boss expects that
      return results.length === 1 ? results[0] : (results as unknown as { rows: any[] });
    },
  };
}

/** Any drizzle handle (a transaction): pg-boss's `$n` placeholders become drizzle parameters. */
export function drizzleBossDb(db: Db): BossDb {
  return {
    async executeSql(text, values = []) {
      // drizzle renders an undefined parameter as nothing at all: pg-boss means NULL
      const chunks: SQL[] = text.split(/\$(\d+)/).map((part, i) => (i % 2 ? sql`${values[Number(part) - 1] ?? null}` : sql.raw(part)));
      const result = (await db.execute(sql.join(chunks))) as unknown as { rows: any[] };
      return { rows: result.rows };
    },
  };
}
