// Server areas by plugin: server/areas/<plugin>/ holds that plugin's routes, one file per group of
// routes whose default export is defineArea({...}); server/areas/kernel/ holds the kernel's (sign-in,
// the current account, domain lookup...), which no setting switches off. The folder names the
// manifest plugin every route of the file belongs to, so a new plugin's server side is a folder here
// and no edit elsewhere. A file without a default export is a helper of its folder's routes.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Area, LoadedArea } from '../kit/area';
import { isKnownPlugin } from '../kit/pluginToggle';

/** The folder of the kernel's own routes (plugin null). */
export const KERNEL_AREA = 'kernel';
const AREA_FILE = /^[A-Za-z][\w-]*\.(ts|tsx|js|mjs)$/;

function isArea(value: unknown): value is Area {
  const area = value as Partial<Area> | null;
  return !!area && typeof area.tag === 'string' && typeof area.routes === 'function';
}

export async function loadAreas(dir = dirname(fileURLToPath(import.meta.url))): Promise<LoadedArea[]> {
  const folders = readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  const loaded: LoadedArea[] = [];
  for (const folder of folders) {
    if (folder !== KERNEL_AREA && !isKnownPlugin(folder)) {
      throw new Error(`server/areas/${folder}: not a plugin of plugin.manifest.json (nor ${KERNEL_AREA})`);
    }
    const files = readdirSync(join(dir, folder)).filter((f) => AREA_FILE.test(f) && !f.endsWith('.d.ts')).sort();
    const modules = await Promise.all(
      files.map((f) => import(pathToFileURL(join(dir, folder, f)).href) as Promise<{ default?: unknown }>),
    );
    modules.forEach((m, i) => {
      if (m.default === undefined) return;
      if (!isArea(m.default)) throw new Error(`server/areas/${folder}/${files[i]}: the default export is not defineArea({...})`);
      loaded.push({ ...m.default, plugin: folder === KERNEL_AREA ? null : folder, file: `${folder}/${files[i]}` });
    });
  }
  return loaded;
}
