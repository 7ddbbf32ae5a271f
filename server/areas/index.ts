// Every server area is a file of this folder whose default export is defineArea({...}): buildApp
// loads them all (sorted by file name) and registers them, so a new plugin's server side is one
// file here and no edit elsewhere. Helpers an area needs live beside its rules, not in this folder.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Area } from '../kit/area';

const AREA_FILE = /^(?!index\.)[A-Za-z][\w-]*\.(ts|js|mjs)$/;

function isArea(value: unknown): value is Area {
  const area = value as Partial<Area> | null;
  return !!area && typeof area.tag === 'string' && typeof area.routes === 'function' && (area.plugin === null || typeof area.plugin === 'string');
}

export async function loadAreas(dir = dirname(fileURLToPath(import.meta.url))): Promise<Area[]> {
  const files = readdirSync(dir).filter((f) => AREA_FILE.test(f) && !f.endsWith('.d.ts')).sort();
  const modules = await Promise.all(files.map((f) => import(pathToFileURL(join(dir, f)).href) as Promise<{ default?: unknown }>));
  return modules.map((m, i) => {
    if (!isArea(m.default)) throw new Error(`server/areas/${files[i]}: the default export is not defineArea({...})`);
    return m.default;
  });
}
