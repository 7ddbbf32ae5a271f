import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestTemplate, cleanUpTestTemplate, shareTestTemplate } from '../../server/testing/testTemplate';

// One migrated, seeded database for the whole run; every test file's server starts from a copy of it
// (PGlite: in memory; PostgreSQL: a database of its own), so files run in parallel.
export default async function globalSetup(): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'switchboard-tests-'));
  const template = await buildTestTemplate(folder);
  shareTestTemplate(template);
  return async () => {
    await cleanUpTestTemplate(template);
    rmSync(folder, { recursive: true, force: true });
  };
}
