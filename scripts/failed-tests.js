// A short account of the failed tests in a Playwright or Vitest JSON report: where, which test,
// and the first lines of each error (colour codes removed), so the end of a CI log says why.

const stripColours = (text) => text.replace(/\u001b\[[0-9;]*m/g, '')

function* testsOf(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles
  for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) yield { spec, test, path }
  for (const child of suite.suites ?? []) yield* testsOf(child, path)
}

export function failedEndToEndTests(report, { lines = 12 } = {}) {
  const failed = []
  for (const suite of report.suites ?? []) {
    for (const { spec, test, path } of testsOf(suite)) {
      const result = test.results?.at(-1)
      if (!result || (result.status !== 'failed' && result.status !== 'timedOut')) continue
      const error = stripColours(result.error?.message ?? result.errors?.[0]?.message ?? result.status).split('\n').slice(0, lines).join('\n')
      const where = result.error?.location ? `${result.error.location.file.replace(process.cwd() + '/', '')}:${result.error.location.line}` : `${spec.file}:${spec.line}`
      failed.push(`✖ ${[...path.slice(1), spec.title].join(' › ')}\n  at ${where} (${result.status}, ${Math.round(result.duration / 1000)} s)\n${error.replace(/^/gm, '    ')}`)
    }
  }
  return failed.length ? `\nFailed browser tests (${failed.length}):\n\n${failed.join('\n\n')}` : ''
}

/** The same for a Vitest JSON report: each failed test's file, name and first lines of its error. */
export function failedUnitTests(report, { lines = 8 } = {}) {
  const failed = []
  for (const file of report.testResults ?? []) {
    const where = file.name.replace(process.cwd() + '/', '')
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
    if (tests.length === 0 && file.status === 'failed') {
      const reason = stripColours(file.message ?? '').trim() || 'the file failed outside its tests (a hook timed out or threw): its error is in the Vitest output above'
      failed.push(`✖ ${where}\n${reason.split('\n').slice(0, lines).join('\n').replace(/^/gm, '    ')}`)
    }
    for (const test of tests) {
      const error = stripColours(test.failureMessages?.[0] ?? '').split('\n').slice(0, lines).join('\n')
      failed.push(`✖ ${where} › ${test.fullName ?? test.title}\n${error.replace(/^/gm, '    ')}`)
    }
  }
  return failed.length ? `\nFailed unit and integration tests (${failed.length}):\n\n${failed.join('\n\n')}` : ''
}
