// Initial JavaScript of /app (what index.html loads before any plugin) and each plugin chunk, in
// kB gzip, and the initial JavaScript's bytes on the wire (brotli copies). Run after `npm run build`. Prints JSON lines.
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist';
const PLUGIN_BUDGET_KB = 40;
if (!existsSync(join(dist, 'index.html'))) throw new Error('run `npm run build` first');
const gzipKb = (file: string) => Math.round((gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024) * 10) / 10;

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const initialKb = initial.reduce((sum, file) => sum + gzipKb(file), 0);
console.log(JSON.stringify({ bench: 'bundle', metric: 'initial_js_kb_gzip', value: Math.round(initialKb * 10) / 10, files: initial }));
// What the server sends a browser that accepts brotli: the build's .br copy (scripts/compress-dist.ts)
// where there is one, the file itself otherwise.
const wireBytes = (file: string) => statSync(join(dist, existsSync(join(dist, `${file}.br`)) ? `${file}.br` : file)).size;
const rawKb = initial.reduce((sum, file) => sum + statSync(join(dist, file)).size, 0) / 1024;
const wireKb = initial.reduce((sum, file) => sum + wireBytes(file), 0) / 1024;
console.log(JSON.stringify({ bench: 'bundle', metric: 'initial_js_kb_on_wire', value: Math.round(wireKb * 10) / 10, uncompressed: Math.round(rawKb * 10) / 10 }));

const assets = readdirSync(join(dist, 'assets'));
const plugins = new Map<string, { files: string[]; kb: number; largest: number }>();
// plugin ids may contain '-' (admin-tools): match the manifest's ids, longest first
const ids = (JSON.parse(readFileSync('plugin.manifest.json', 'utf8')) as { plugins: { id: string }[] }).plugins
  .map((p) => p.id)
  .sort((a, b) => b.length - a.length);
for (const file of assets.filter((f) => f.startsWith('plugin-') && f.endsWith('.js'))) {
  const id = ids.find((candidate) => file.startsWith(`plugin-${candidate}-`)) ?? 'unknown';
  // a chunk that is one third-party library (vite.config.ts names it plugin-<id>-lib-): its own line,
  // outside the plugin's budget, so a chart library or a PDF renderer is seen but not hidden in a total
  if (file.startsWith(`plugin-${id}-lib-`)) {
    const value = gzipKb(join('assets', file));
    console.log(JSON.stringify({ bench: 'bundle', metric: 'plugin_library_chunk_kb_gzip', plugin: id, file, value }));
    continue;
  }
  const entry = plugins.get(id) ?? { files: [], kb: 0, largest: 0 };
  const kb = gzipKb(join('assets', file));
  entry.files.push(file);
  entry.kb += kb;
  entry.largest = Math.max(entry.largest, kb);
  plugins.set(id, entry);
}
for (const [id, { files, kb, largest }] of plugins) {
  const value = Math.round(kb * 10) / 10;
  // The budget is per lazy chunk (what one screen or overlay fetches of the plugin's own code; the
  // agents plugin's screens are measured whole by bench/agents-chunks.ts). The sum of all of a
  // plugin's chunks is printed too: no browser fetches them all at once, but it shows growth.
  const over = largest > PLUGIN_BUDGET_KB ? { over_budget: true } : {};
  console.log(
    JSON.stringify({ bench: 'bundle', metric: 'plugin_chunks_kb_gzip', plugin: id, value, chunks: files.length, largest_chunk_kb_gzip: largest, ...over }),
  );
}
const allKb = assets.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipKb(join('assets', f)), 0);
console.log(JSON.stringify({ bench: 'bundle', metric: 'all_js_kb_gzip', value: Math.round(allKb * 10) / 10 }));
