import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// tsconfig.json's `paths`, as vite.config.ts resolves them too
const alias = { '@kernel/sdk': fileURLToPath(new URL('./src/kernel/sdk.ts', import.meta.url)) };

// Three projects: pure rules (node), screens (jsdom), the real server over HTTP (node). Each runs two
// files at a time: vitest's default is one less than the cores, a single worker on a two-core machine
// (CI's), which left one core idle through the unit and component step. On CI a failed component or
// server test runs once more: `npm test` names every test that needed it (scripts/failuresReporter.ts),
// so a flake shows in the run's summary without failing the run; a test that fails twice fails it.
const retry = process.env.CI ? 1 : 0;
export default defineConfig({
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', isolate: false, maxWorkers: 2 } },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/components/setup.ts'],
          globalSetup: ['tests/components/globalSetup.ts'],
          isolate: false,
          maxWorkers: 2,
          testTimeout: 20_000,
          retry,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // every file's server copies the template built here, so files share no state and run
          // side by side; modules stay loaded between a worker's files (the server keeps no
          // module-level state), which saves most of a file's start
          globalSetup: ['tests/server/globalSetup.ts'],
          maxWorkers: 2,
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          retry,
        },
      },
    ],
  },
});
