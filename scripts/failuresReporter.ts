// A vitest reporter for `npm test` (scripts/test.ts): appends each failed test (file, name and the
// first lines of its error) to SWITCHBOARD_FAILURES_FILE, which `npm test` prints last. CI shows only
// the end of a long run, so the failures must be there, not only scrolled away in the middle. Tests
// that failed and then passed on CI's retry are listed too, marked flaky.
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { failureLine } from './failureLine';

export default class FailuresReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const target = process.env.SWITCHBOARD_FAILURES_FILE;
    if (!target) return;
    const label = process.env.SWITCHBOARD_FAILURES_LABEL ?? 'vitest';
    const lines: string[] = [];
    for (const module of testModules) {
      const file = relative(process.cwd(), module.moduleId);
      // a file that failed to load or whose hooks threw has errors of its own, outside any test
      for (const error of module.errors()) lines.push(failureLine(label, `${file} (file)`, error.message ?? String(error)));
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state === 'failed') lines.push(failureLine(label, `${file} › ${test.fullName}`, result.errors?.[0]?.message ?? ''));
        // passed on a retry (CI retries once, vitest.config.ts): named, so a flake is seen and mended
        // (a retried test keeps the errors of its failed try)
        else if (result.state === 'passed' && test.diagnostic()?.flaky) lines.push(failureLine(label, `${file} › ${test.fullName} (flaky: passed on retry)`, result.errors?.[0]?.message ?? ''));
      }
    }
    if (lines.length) appendFileSync(target, lines.join(''));
  }
}
