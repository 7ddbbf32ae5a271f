// The wake-up side of LISTEN/NOTIFY for one process: PostgreSQL needs a connection of its own that
// stays in LISTEN (a pooled one would be handed to queries and lose it); PGlite is one in-process
// database whose `listen` API does the same. The notification only says "look": the hub reads the
// rows from the table (hub.ts).
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../db/store';

export interface Listening {
  stop(): Promise<void>;
}

interface Logger {
  warn(obj: object, msg: string): void;
}

/** Calls `onNotify` on every notification of `channel`; a lost PostgreSQL connection is retried after `retryMs`. */
export async function listenTo(db: Db, channel: string, onNotify: () => void, log: Logger, retryMs: number): Promise<Listening> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) return listenPostgres(client, channel, onNotify, log, retryMs);
  const unlisten = await (client as PGlite).listen(channel, onNotify);
  return { stop: () => unlisten() };
}

async function listenPostgres(pool: pg.Pool, channel: string, onNotify: () => void, log: Logger, retryMs: number): Promise<Listening> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    // the pool's own settings (connection string, ssl...), outside the pool
    const client = new pg.Client((pool as unknown as { options: pg.ClientConfig }).options);
    client.on('notification', onNotify);
    client.on('error', (error) => {
      log.warn({ err: { type: error.constructor?.name, message: error.message } }, 'events listener lost its connection');
      if (current === client) current = null;
      void client.end().catch(() => undefined);
      schedule();
    });
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (stopped) return void (await client.end());
    current = client;
    // events committed while no connection listened are found by the catch-up this triggers
    onNotify();
  };
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(() => schedule());
    }, retryMs);
    retry.unref();
  };
  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
    },
  };
}
