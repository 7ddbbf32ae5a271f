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

// The console is served under /app; the reference server answers /app/* with index.html.
export default defineConfig({
  base: '/',
  plugins: [react(), checkManifest()],
  resolve: { alias },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // every browser the console supports knows <link rel="modulepreload">: no polyfill on the landing
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        chunkFileNames: chunkName,
        // Everything the landing needs in one file: the browser fetches it with the page's first
        // request instead of discovering a chain of shared chunks, and one stream compresses better.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': apiTarget, '/dev': apiTarget, '/docs': apiTarget },
  },
});
