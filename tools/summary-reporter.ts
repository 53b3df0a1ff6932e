import type { Reporter, TestModule } from 'vitest/node';

/** Closes a run with one plain line, `<run>: N passed, N failed, N skipped`, that any log reader can count. */
export default class SummaryReporter implements Reporter {
  constructor(private readonly run: string) {}

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
    }
    console.log(`\n${this.run}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  }
}
