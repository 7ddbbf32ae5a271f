// bench/plugins.ts's fixture: plugins shaped like the real ones, written into a temporary copy of the
// repo (never src/ or dist/ of the repo itself). Each has a module.ts with definePlugin, a resource
// with its adapter (restAdapter) and list, create, edit and show screens, five overlays, a menu entry
// and a toggle; some have a home widget. Each chunk carries generated text (deterministic) so that a
// plugin weighs what the real ones weigh on average, gzipped.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FixturePlugin {
  id: string;
  widget: boolean;
}

const OVERLAYS = ['Create', 'Edit', 'Delete', 'Preview', 'Settings'];
const SCREENS = ['List', 'Create', 'Edit', 'Show'];

/** A seeded generator of word-like text: the same bytes on every run. */
function textMaker(seed: number) {
  let state = seed;
  const next = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
  const syllables = ['ca', 'lo', 'ri', 'ten', 'mar', 'sel', 'vo', 'dun', 'pre', 'as', 'ko', 'ly', 'tra', 'ne', 'um', 'ber', 'fi', 'os'];
  const word = () => Array.from({ length: 1 + Math.floor(next() * 3) }, () => syllables[Math.floor(next() * syllables.length)]).join('');
  return (gzipBytes: number): string[] => {
    const lines: string[] = [];
    while (gzipSync(lines.join('\n'), { level: 9 }).length < gzipBytes) {
      lines.push(Array.from({ length: 8 + Math.floor(next() * 8) }, word).join(' '));
    }
    return lines;
  };
}

const pascal = (id: string) => id.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());
const camel = (id: string) => id.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** The files of one plugin, keyed by path under src/plugins/<id>/. */
function pluginFiles(plugin: FixturePlugin, fillerPerChunk: number, seed: number): Record<string, string> {
  const text = textMaker(seed);
  const name = camel(plugin.id);
  const resource = `${name}Items`;
  const title = pascal(plugin.id);
  const table = (exported: string, bytes: number) =>
    `export const ${exported}: Record<string, string> = ${JSON.stringify(Object.fromEntries(text(bytes).map((line, i) => [`k${i}`, line])), null, 1)};\n`;
  const files: Record<string, string> = {};
  files['messages.ts'] = `${table('HELP', fillerPerChunk)}export const TITLE = '${title}';\n`;
  files['rules.ts'] = `${table('RULES', fillerPerChunk)}export const label = (r: { id?: unknown; name?: unknown }) => String(r.name ?? RULES[\`k\${String(r.id).length}\`] ?? r.id);\n`;
  files['api.ts'] = `import type { HttpClient } from '../../adapters/http';
import { restAdapter } from '../../adapters/restAdapter';
${table('FIELDS', fillerPerChunk / 2)}
export const ${name}Adapter = (http: HttpClient) =>
  restAdapter(http, { path: '/api/v2/${plugin.id}', list: { path: '/api/v2/${plugin.id}', key: 'items', total: 'total', query: () => ({ fields: Object.keys(FIELDS).join(',') }) } });
`;
  const screenBody: Record<string, string> = {
    List: `<List><Datagrid rowClick="edit"><TextField source="id" /><TextField source="name" /><TextField source="status" /></Datagrid></List>`,
    Create: `<Create><SimpleForm><TextInput source="name" helperText={TEXT.k0} /><TextInput source="status" /></SimpleForm></Create>`,
    Edit: `<Edit><SimpleForm><TextInput source="name" helperText={TEXT.k0} /><TextInput source="status" /></SimpleForm></Edit>`,
    Show: `<Show><SimpleShowLayout><TextField source="name" /><TextField source="status" /></SimpleShowLayout></Show>`,
  };
  const raImports: Record<string, string> = {
    List: 'Datagrid, List, TextField',
    Create: 'Create, SimpleForm, TextInput',
    Edit: 'Edit, SimpleForm, TextInput',
    Show: 'Show, SimpleShowLayout, TextField',
  };
  for (const screen of SCREENS) {
    files[`${title}${screen}.tsx`] = `import { ${raImports[screen]} } from 'react-admin';
import { Typography } from '@mui/material';
import { HELP } from './messages';
import { label } from './rules';
${table('TEXT', fillerPerChunk)}
export default function ${title}${screen}() {
  return (<>
    <Typography variant="body2">{HELP.k1} {label({ id: Object.keys(TEXT).length })}</Typography>
    ${screenBody[screen]}
  </>);
}
`;
  }
  for (const overlay of OVERLAYS) {
    files[`overlays/${title}${overlay}Overlay.tsx`] = `import { Typography } from '@mui/material';
import { OverlayDialog, type OverlayProps } from '@kernel/sdk';
import { HELP, TITLE } from '../messages';
${table('TEXT', fillerPerChunk)}
export default function ${title}${overlay}Overlay({ close }: OverlayProps) {
  return (
    <OverlayDialog title={\`\${TITLE} ${overlay}\`} onClose={() => close()}>
      <Typography>{HELP.k2} {Object.values(TEXT).join(' ').length}</Typography>
    </OverlayDialog>
  );
}
`;
  }
  if (plugin.widget) {
    files[`home/${title}Widget.tsx`] = `import { Card, CardContent, Typography } from '@mui/material';
import { TITLE } from '../messages';
${table('TEXT', fillerPerChunk)}
export default function ${title}Widget() {
  return (
    <Card component="section" aria-label={TITLE} data-testid="fixture-widget">
      <CardContent><Typography variant="h6" component="h2">{TITLE}</Typography><Typography>{Object.keys(TEXT).length}</Typography></CardContent>
    </Card>
  );
}
`;
  }
  const overlayLines = OVERLAYS.map((o) => `    ${name}${o}: () => import('./overlays/${title}${o}Overlay'),`).join('\n');
  files['module.ts'] = `import { definePlugin } from '@kernel/sdk';

export default definePlugin({
  id: '${plugin.id}',
  resources: {
    ${resource}: {
      adapter: { load: () => import('./api').then((m) => m.${name}Adapter) },
${SCREENS.map((s) => `      ${s.toLowerCase()}: () => import('./${title}${s}'),`).join('\n')}
      recordRepresentation: 'name',
    },
  },
  overlays: {
${overlayLines}
  },
${plugin.widget ? `  dashboardWidgets: { ${name}: { load: () => import('./home/${title}Widget'), reads: ['${resource}'] } },\n` : ''}});
`;
  return files;
}

/** The plugin's manifest entry, as a real one reads. */
function manifestEntry(plugin: FixturePlugin) {
  const name = camel(plugin.id);
  const resource = `${name}Items`;
  return {
    id: plugin.id,
    title: pascal(plugin.id),
    entry: `src/plugins/${plugin.id}/module.ts`,
    enabledByDefault: true,
    requires: [],
    toggle: `enable${pascal(plugin.id)}`,
    permission: 'canViewOrg',
    resources: [resource],
    overlays: OVERLAYS.map((o) => `${name}${o}`),
    menu: [{ id: resource, label: pascal(plugin.id), to: `/${resource}`, permission: 'canViewOrg', group: 'workspace', icon: 'ListAlt' }],
    ...(plugin.widget ? { dashboardWidgets: [{ id: name, permission: 'canViewOrg' }] } : {}),
    resourceViews: { [resource]: ['list', 'create', 'edit', 'show'] },
  };
}

/** Writes the plugins into the copy at `root`: their folders, manifest entries and overlay names. */
export function writeFixture(root: string, plugins: readonly FixturePlugin[], fillerPerChunk: number): void {
  plugins.forEach((plugin, i) => {
    for (const [path, content] of Object.entries(pluginFiles(plugin, fillerPerChunk, 7919 * (i + 1)))) {
      const file = join(root, 'src', 'plugins', plugin.id, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, content);
    }
  });
  const manifestPath = join(root, 'plugin.manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { plugins: unknown[] };
  manifest.plugins.push(...plugins.map(manifestEntry));
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  // a new plugin's overlays join the catalogue (spec 2.3's names) the query string opens
  const cataloguePath = join(root, 'src', 'overlays', 'catalogue.ts');
  const names = plugins.flatMap((p) => OVERLAYS.map((o) => `'${camel(p.id)}${o}'`)).join(', ');
  const catalogue = readFileSync(cataloguePath, 'utf8').replace('] as const;', `  ${names},\n] as const;`);
  writeFileSync(cataloguePath, catalogue);
}

/** Chunks per generated plugin, for sizing: its screens, overlays, messages, rules, adapter, module.ts. */
export const CHUNKS_PER_PLUGIN = SCREENS.length + OVERLAYS.length + 4;
