/**
 * Prints the plain totals line CI reads: `N passed, M failed` (and skipped). A suite that could
 * not run at all (a compile error, a crash in a hook) counts as a failure, so it cannot hide.
 */
class TotalsReporter {
  onRunComplete(_contexts, results) {
    const brokenSuites = results.testResults.filter(
      (r) => r.testExecError || (r.failureMessage && r.numFailingTests === 0),
    ).length;
    const failed = results.numFailedTests + brokenSuites;
    const skipped = results.numPendingTests + results.numTodoTests;
    process.stdout.write(
      `\n${results.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
    );
  }
}
module.exports = TotalsReporter;
