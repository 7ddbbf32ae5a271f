import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import manifest from './plugin.manifest.json';
import { validateManifest } from './src/kernel/manifestValidation';

/** tsconfig.json's `paths` (vitest.config.ts declares the same). */
const alias = { '@kernel/sdk': fileURLToPath(new URL('./src/kernel/sdk.ts', import.meta.url)) };

const apiTarget = process.env.API_PROXY_TARGET ?? `http://localhost:${process.env.PORT ?? 8080}`;

// Chunks of a plugin carry its id in their file name (assets/plugin-<id>-...), so the e2e suite
// and the bench can tell which plugin code a browser downloaded.
function chunkName(chunk: { facadeModuleId?: string | null; moduleIds?: string[] }): string {
  const id = chunk.facadeModuleId ?? chunk.moduleIds?.[0] ?? '';
  const plugin = /\/src\/plugins\/([^/]+)\//.exec(id)?.[1];
  return plugin ? `assets/plugin-${plugin}-[name]-[hash].js` : 'assets/[name]-[hash].js';
}

// The manifest is static and bundled: an invalid one fails the build instead of reaching a browser.
function checkManifest(): Plugin {
  return {
    name: 'switchboard-manifest',
    buildStart() {
      const errors = validateManifest(manifest);
      if (errors.length) this.error(`plugin.manifest.json is invalid:\n${errors.join('\n')}`);
    },
  };
}

// The signed-in app's own modules (src/, reached by static imports from src/kernel/AccountApp.tsx,
// short of the plugins and the overlay kit their lazy screens use), found once the module graph is
// known. Captured in one chunk with what they use, they arrive as one file after sign-in instead
// of dozens of small shared chunks (shared with lazy screens, which always load after it anyway).
function accountAppModules() {
  const modules = new Set<string>();
  const outside = /[\\/]src[\\/](plugins[\\/]|overlays[\\/]kit[\\/]|kernel[\\/]sdk\.ts$)/;
  const plugin: Plugin = {
    name: 'switchboard-account-app-modules',
    buildEnd() {
      modules.clear();
      const start = [...this.getModuleIds()].find((id) => /[\\/]src[\\/]kernel[\\/]AccountApp\.tsx$/.test(id));
      const stack = start ? [start] : [];
      while (stack.length) {
        const id = stack.pop()!;
        if (modules.has(id)) continue;
        modules.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) {
          if (next.includes(`${srcDir}`) && !outside.test(next)) stack.push(next);
        }
      }
    },
  };
  return { plugin, test: (id: string) => modules.has(id) };
}
const srcDir = fileURLToPath(new URL('./src/', import.meta.url));
const accountApp = accountAppModules();

// The console is served under /app; the reference server answers /app/* with index.html.
export default defineConfig({
  base: '/',
  plugins: [react(), checkManifest(), accountApp.plugin],
  resolve: { alias },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // every browser the console supports knows <link rel="modulepreload">: no polyfill on the landing
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]src[\\/](overlays[\\/]kit[\\/]|kernel[\\/]sdk\.ts$|overlays[\\/]OverlayDialog)/, sideEffects: false, external: false }],
      },
      output: {
        chunkFileNames: chunkName,
        // Everything the landing needs in one file: the browser fetches it with the page's first
        // request instead of discovering a chain of shared chunks, and one stream compresses better.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            { name: 'AccountApp', test: accountApp.test },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': apiTarget, '/dev': apiTarget, '/docs': apiTarget },
  },
});
