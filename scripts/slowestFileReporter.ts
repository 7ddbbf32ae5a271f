// A vitest reporter for `npm test` (scripts/test.ts): prints the slowest component file, with the
// duration vitest prints for it (its tests and hooks), against the target.
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const TARGET_S = 8;

export default class SlowestFileReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const files = testModules
      .filter((module) => module.project.name === 'components')
      .map((module) => ({ file: relative(process.cwd(), module.moduleId), seconds: module.diagnostic().duration / 1000 }))
      .sort((a, b) => b.seconds - a.seconds);
    if (!files.length) return;
    const [slowest] = files;
    console.log(`\nslowest component file: ${slowest.file} ${slowest.seconds.toFixed(1)} s (target < ${TARGET_S} s)`);
    console.log(JSON.stringify({ suite: 'components', metric: 'slowest_file_s', file: slowest.file, value: +slowest.seconds.toFixed(1) }));
  }
}
