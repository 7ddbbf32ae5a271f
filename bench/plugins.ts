// What a plugin adds to the signed-in home (issue 16: twelve more must not break its 290 kB budget,
// and a plugin without a home widget adds at most 0.5 kB). In a temporary copy of the repo, the
// console is built twice: as it is, and with twelve generated plugins of the real ones' average size
// (bench/pluginFixture.ts; two of them with a home widget). An org owner's home is then opened on each
// build in Chromium (bench/browser.ts). Per plugin: its own chunks the home downloaded, plus an even
// share of what grew elsewhere (its manifest entry and overlay names, in the shared chunks).
// Nothing is written to the repo's src/ or dist/. JSON lines.
import { cpSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { compressDist } from '../scripts/compress-dist';
import { signInByEmail } from '../server/demoSignIn';
import { homeUsable, kb, startBench, visit, type Script } from './browser';
import { CHUNKS_PER_PLUGIN, writeFixture, type FixturePlugin } from './pluginFixture';

const OWNER = 'owner@acme.example';
const HOME_BUDGET_KB = 290;
const NO_WIDGET_LIMIT_KB = 0.5;
const FIXTURE: FixturePlugin[] = Array.from({ length: 12 }, (_, i) => ({ id: `fixture-${String(i + 1).padStart(2, '0')}`, widget: i < 2 }));
const print = (line: Record<string, unknown>) => console.log(JSON.stringify({ bench: 'plugins', ...line }));

const copy = mkdtempSync(join(tmpdir(), 'switchboard-plugins-'));
for (const path of ['src', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'plugin.manifest.json', 'plugin.manifest.schema.json']) {
  cpSync(path, join(copy, path), { recursive: true });
}
symlinkSync(realpathSync('node_modules'), join(copy, 'node_modules'));

/** Builds the copy into `outDir` (with the server's compressed copies, as `npm run build` makes). */
async function build(outDir: string): Promise<string> {
  const vite = spawnSync(process.execPath, [join(copy, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--logLevel', 'error'], { cwd: copy, stdio: 'inherit' });
  if (vite.status !== 0) throw new Error('vite build failed');
  await compressDist(join(copy, outDir));
  return join(copy, outDir);
}

/** kB gzip of each plugin's own chunks in a build (bench/bundle.ts's way, library chunks apart). */
function pluginSizes(dist: string, ids: readonly string[]): Map<string, { kb: number; chunks: number }> {
  const sizes = new Map<string, { kb: number; chunks: number }>();
  const byLength = [...ids].sort((a, b) => b.length - a.length);
  for (const file of readdirSync(join(dist, 'assets'))) {
    const id = byLength.find((candidate) => file.startsWith(`plugin-${candidate}-`));
    if (!id || !file.endsWith('.js') || file.startsWith(`plugin-${id}-lib-`)) continue;
    const entry = sizes.get(id) ?? { kb: 0, chunks: 0 };
    entry.kb += gzipSync(readFileSync(join(dist, 'assets', file)), { level: 9 }).length / 1024;
    entry.chunks += 1;
    sizes.set(id, entry);
  }
  return sizes;
}

/** The scripts an org owner's home downloads on a build, once its widgets show their data. */
async function homeScripts(dist: string, widgets: number): Promise<{ scripts: Script[]; problems: number }> {
  const bench = await startBench(dist);
  try {
    const token = await signInByEmail(bench.url, OWNER);
    const home = await visit(bench.browser, token, async (page) => {
      await page.goto(`${bench.url}/app`);
      await homeUsable(page);
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="fixture-widget"]').length === n, widgets, { timeout: 60_000 });
      return {};
    });
    return { scripts: home.scripts, problems: home.extra.console_problems };
  } finally {
    await bench.stop();
  }
}

try {
  const baseDist = await build('dist-base');
  const realIds = (JSON.parse(readFileSync('plugin.manifest.json', 'utf8')) as { plugins: { id: string }[] }).plugins.map((p) => p.id);
  const real = [...pluginSizes(baseDist, realIds).values()];
  const averageKb = real.reduce((sum, p) => sum + p.kb, 0) / real.length;
  // each chunk's generated text, so that a generated plugin's chunks add up to the real average
  const fillerPerChunk = Math.max(0, Math.round(((averageKb - 0.4 * CHUNKS_PER_PLUGIN) * 1024) / CHUNKS_PER_PLUGIN));
  writeFixture(copy, FIXTURE, fillerPerChunk);
  const fixtureDist = await build('dist-fixture');
  const generated = pluginSizes(fixtureDist, FIXTURE.map((p) => p.id));
  const generatedKb = [...generated.values()].reduce((sum, p) => sum + p.kb, 0) / generated.size;
  print({ metric: 'plugin_average_kb_gzip', real: kb(averageKb * 1024), real_plugins: real.length, generated: kb(generatedKb * 1024), generated_plugins: generated.size });

  const base = await homeScripts(baseDist, 0);
  const withFixture = await homeScripts(fixtureDist, FIXTURE.filter((p) => p.widget).length);
  const total = (scripts: Script[]) => scripts.reduce((sum, s) => sum + s.gzip, 0);
  const own = (id: string) => total(withFixture.scripts.filter((s) => s.url.startsWith(`/assets/plugin-${id}-`)));
  const ownAll = FIXTURE.reduce((sum, p) => sum + own(p.id), 0);
  const sharedShare = (total(withFixture.scripts) - total(base.scripts) - ownAll) / FIXTURE.length;
  for (const plugin of FIXTURE) {
    const adds = own(plugin.id) + sharedShare;
    const over = !plugin.widget && kb(adds) > NO_WIDGET_LIMIT_KB ? { over_limit: true } : {};
    print({
      metric: 'home_js_added_kb_gzip', plugin: plugin.id, home_widget: plugin.widget, value: kb(adds),
      own_chunks_kb: kb(own(plugin.id)), shared_share_kb: kb(sharedShare), ...(plugin.widget ? {} : { limit_kb: NO_WIDGET_LIMIT_KB }), ...over,
    });
  }
  const after = kb(total(withFixture.scripts));
  print({
    metric: 'home_js_kb_gzip', without_fixture: kb(total(base.scripts)), with_fixture: after, plugins_added: FIXTURE.length,
    budget_kb: HOME_BUDGET_KB, ...(after > HOME_BUDGET_KB ? { over_budget: true } : {}), console_problems: base.problems + withFixture.problems,
  });
} finally {
  rmSync(copy, { recursive: true, force: true });
}
