// One transaction helper beside the store: route helpers take `Db`, and so does the handle they get.
import type { Db } from './store';

/** Runs `work` in a transaction with a `Db`-typed handle (route helpers take `Db`). */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}
