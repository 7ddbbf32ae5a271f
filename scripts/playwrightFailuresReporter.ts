// A Playwright reporter for `npm test` (scripts/test.ts): appends each test that finally failed (after
// its retries; a test expected to fail that fails is not one) to SWITCHBOARD_FAILURES_FILE, and each
// flaky one (failed, then passed on retry) marked so, for the closing summary.
import { appendFileSync } from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { failureLine } from './failureLine';

export default class PlaywrightFailuresReporter implements Reporter {
  private readonly tests = new Map<TestCase, TestResult>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.tests.set(test, result);
  }

  onEnd(_result: FullResult): void {
    const target = process.env.SWITCHBOARD_FAILURES_FILE;
    if (!target) return;
    const lines: string[] = [];
    for (const [test, result] of this.tests) {
      const outcome = test.outcome();
      if (outcome !== 'unexpected' && outcome !== 'flaky') continue;
      const where = `${test.location.file.replace(`${process.cwd()}/`, '')}:${test.location.line} › ${test.title}${outcome === 'flaky' ? ' (flaky: passed on retry)' : ''}`;
      const error = test.results.find((r) => r.status !== 'passed' && r.status !== 'skipped')?.error?.message ?? result.error?.message ?? '';
      lines.push(failureLine('e2e', where, error));
    }
    if (lines.length) appendFileSync(target, lines.join(''));
  }
}
