// A short account of the failed tests in a Playwright JSON report: where, which test, and the
// first lines of each error (colour codes removed), so the end of a CI log says why.

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
