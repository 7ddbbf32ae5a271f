// The agents plugin's lazy chunks (issue 9): what opening the editor, the compare view and the test
// chat downloads beyond what the console already loaded, in kB gzip, and where the diff library sits
// (it must be in the compare view's download only). Run after `npm run build`. Prints JSON lines.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const assets = join('dist', 'assets');
if (!existsSync(join('dist', 'index.html'))) throw new Error('run `npm run build` first');
const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
const text = (file: string) => readFileSync(join(assets, file), 'utf8');
const gzipKb = (file: string) => gzipSync(readFileSync(join(assets, file)), { level: 9 }).length / 1024;
const round = (kb: number) => Math.round(kb * 10) / 10;

/** The static imports of a chunk, transitively (what the browser fetches with it). */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const match of text(file).matchAll(/from\s*"\.\/([^"]+\.js)"|import\s*"\.\/([^"]+\.js)"/g)) closure(match[1] ?? match[2], seen);
  return seen;
}

const html = readFileSync(join('dist', 'index.html'), 'utf8');
const initial = new Set<string>();
for (const m of html.matchAll(/assets\/([^"]+\.js)/g)) closure(m[1], initial);
const moduleChunk = files.find((f) => f.startsWith('plugin-agents-module-'));
// what a signed-in console has loaded before any agent screen: the boot, the signed-in app (react-admin
// and the kernel's shell: the AccountApp chunk, vite.config.ts) and every plugin's module.ts
const loaded = new Set(initial);
const signedInApp = files.filter((g) => g.startsWith('AccountApp-'));
if (signedInApp.length === 0) throw new Error('no AccountApp chunk: vite.config.ts names the signed-in app otherwise now');
for (const f of [...signedInApp, ...files.filter((g) => /^plugin-[a-z-]+-module-/.test(g))]) closure(f, loaded);
const DIFF_MARKER = 'newlineIsToken'; // an option name of jsdiff that minification keeps

function report(name: string, prefix: string) {
  const entry = files.find((f) => f.startsWith(prefix));
  if (!entry) return console.log(JSON.stringify({ bench: 'agents-chunks', metric: `${name}_kb_gzip`, error: `no chunk ${prefix}` }));
  const own = [...closure(entry)].filter((f) => !loaded.has(f));
  const kb = own.reduce((sum, f) => sum + gzipKb(f), 0);
  const largest = Math.max(...own.map(gzipKb));
  const hasDiff = own.some((f) => text(f).includes(DIFF_MARKER));
  console.log(JSON.stringify({ bench: 'agents-chunks', metric: `${name}_kb_gzip`, value: round(kb), largest_chunk_kb_gzip: round(largest), chunks: own.length, diff_library: hasDiff, limit_kb_gzip: 40 }));
}

console.log(JSON.stringify({ bench: 'agents-chunks', metric: 'module_kb_gzip', value: moduleChunk ? round(gzipKb(moduleChunk)) : null }));
report('editor', 'plugin-agents-EditAgentOverlay-');
report('compare', 'plugin-agents-CompareChangesOverlay-');
report('test_chat', 'plugin-agents-TestAgentOverlay-');
report('templates', 'plugin-agents-TemplateList-');
