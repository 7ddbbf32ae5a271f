// PGlite's initdb is most of the cost of a new database (about 3 s of a 4 s first start, and of every
// test server). A migrated but empty data folder, made once per PGlite version and set of
// migrations (`npm run build` makes it), is copied instead; the demo seed still runs on top at
// start, so its rows and timestamps are those of the start, not of the build.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/** The extensions the migrations create: every PGlite that opens our data loads them. */
export const pgliteExtensions = { pg_trgm };

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

const cacheRoot =
  process.env.SWITCHBOARD_CACHE_DIR ?? fileURLToPath(new URL('../../node_modules/.cache/switchboard', import.meta.url));

export interface PgliteTemplate {
  /** a closed PGlite data folder to copy */
  dir: string;
  /** the same data folder as PGlite's tarball, for in-memory databases */
  tarball(): Blob;
}

/** Files of a folder, recursively, in a stable order (for the key). */
function filesOf(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const main = require.resolve('@electric-sql/pglite');
  let folder = dirname(main);
  while (!existsSync(join(folder, 'package.json'))) folder = dirname(folder);
  return (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Changes with PGlite's version and with any migration, so a stale template is never used. */
function templateKey(): string {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const file of filesOf(migrationsFolder)) hash.update(file.slice(migrationsFolder.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

function templatePath(): string {
  return join(cacheRoot, `pglite-${templateKey()}`);
}

/** The template for the current migrations, when one was built. */
export function findPgliteTemplate(): PgliteTemplate | undefined {
  const root = templatePath();
  if (!existsSync(join(root, 'ready'))) return undefined;
  return { dir: join(root, 'data'), tarball: () => new Blob([readFileSync(join(root, 'data.tar.gz'))], { type: 'application/x-gzip' }) };
}

/** Builds the template unless it exists. Safe to run from several processes at once. */
export async function buildPgliteTemplate(): Promise<PgliteTemplate> {
  const found = findPgliteTemplate();
  if (found) return found;
  const root = templatePath();
  const building = `${root}.${process.pid}.tmp`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  const client = new PGlite(join(building, 'data'), { extensions: pgliteExtensions });
  await client.waitReady;
  await migrate(drizzle({ client }), { migrationsFolder });
  const tarball = await client.dumpDataDir('gzip'); // a tenth of the size, loads as fast
  await client.close();
  writeFileSync(join(building, 'data.tar.gz'), Buffer.from(await tarball.arrayBuffer()));
  writeFileSync(join(building, 'ready'), '');
  try {
    renameSync(building, root);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another process finished first
  }
  const built = findPgliteTemplate();
  if (!built) throw new Error(`PGlite template missing after build: ${root}`);
  return built;
}

/** Copies the template into a new data folder (through a sibling folder, so a crash leaves none). */
export function copyPgliteTemplate(template: PgliteTemplate, dataDir: string): void {
  const partial = `${dataDir}.${process.pid}.tmp`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(template.dir, partial, { recursive: true });
  if (existsSync(dataDir)) rmdirSync(dataDir); // only an empty folder: never someone's data
  renameSync(partial, dataDir);
}

/** Absent or empty: a data folder PGlite would have to initdb. */
export function isNewDataDir(dataDir: string): boolean {
  return !existsSync(dataDir) || readdirSync(dataDir).length === 0;
}
