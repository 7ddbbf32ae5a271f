// PGlite's shared buffers live in the server's WASM heap, resident from the start and never given
// back: the server opens PGlite with a smaller pool than PostgreSQL's 128 MB default (issue 17,
// point 6), in a data folder and in memory alike, and PGLITE_SHARED_BUFFERS changes it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_SHARED_BUFFERS, type Database } from '../../server/db/store';

async function sharedBuffers(database: Database): Promise<string> {
  try {
    const result = (await database.db.execute(sql`show shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] };
    return result.rows[0]!.shared_buffers;
  } finally {
    await database.close();
  }
}

describe('PGlite shared buffers', () => {
  const saved = process.env.PGLITE_SHARED_BUFFERS;
  afterEach(() => {
    if (saved === undefined) delete process.env.PGLITE_SHARED_BUFFERS;
    else process.env.PGLITE_SHARED_BUFFERS = saved;
  });

  it('are smaller than PostgreSQL’s default, in a data folder and in memory', async () => {
    delete process.env.PGLITE_SHARED_BUFFERS;
    expect(PGLITE_SHARED_BUFFERS).toBe('32MB');
    const folder = mkdtempSync(join(tmpdir(), 'switchboard-pglite-memory-'));
    try {
      expect(await sharedBuffers(await openDatabase(join(folder, 'data')))).toBe('32MB');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    expect(await sharedBuffers(await openDatabase('memory'))).toBe('32MB');
  });

  it('follow PGLITE_SHARED_BUFFERS', async () => {
    process.env.PGLITE_SHARED_BUFFERS = '48MB';
    expect(await sharedBuffers(await openDatabase('memory'))).toBe('48MB');
  });

  it('refuse a value that is not a size, naming the variable', async () => {
    process.env.PGLITE_SHARED_BUFFERS = '32MB -c fsync=off';
    await expect(openDatabase('memory')).rejects.toThrow(/PGLITE_SHARED_BUFFERS/);
  });
});
