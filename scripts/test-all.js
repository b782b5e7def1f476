// Runs every check in order: typecheck, lint, build, unit/integration tests, end-to-end tests.
// A failed check does not stop the ones after it (one run reports every failure), except the
// build: the end-to-end tests run the build. (Run side by side, the unit/integration and the
// end-to-end tests were no faster on 2 cores, and slow enough to time out.)
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { failedEndToEndTests, failedUnitTests } from './failed-tests.js'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(
    `Chromium is missing at ${chromium}: the end-to-end tests need it.\n` +
      'Install it with "apt-get install -y chromium" (or set CHROMIUM_PATH), then run npm test again.',
  )
  process.exit(1)
}

const steps = [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['build', 'build'],
  ['unit and integration tests', 'test:unit'],
  ['end-to-end tests', 'test:e2e'],
]

const failed = []
for (const [name, script] of steps) {
  console.log(`\n▶ ${name}`)
  if (spawnSync('npm', ['run', script], { stdio: 'inherit' }).status === 0) continue
  failed.push(name)
  if (name === 'build') break
}

// The end of a long run is what a CI log keeps: each failed test again, with its reason (the
// JSON reports are written in CI: vitest.config.ts, playwright.config.ts).
const unitReport = 'reports/unit-report.json'
const e2eReport = 'test-results/e2e-report.json'
if (failed.includes('unit and integration tests') && existsSync(unitReport)) console.error(failedUnitTests(JSON.parse(readFileSync(unitReport, 'utf8'))))
if (failed.includes('end-to-end tests') && existsSync(e2eReport)) console.error(failedEndToEndTests(JSON.parse(readFileSync(e2eReport, 'utf8'))))
if (failed.length > 0) {
  console.error(`\n✖ failed: ${failed.join(', ')}`)
  process.exit(1)
}
console.log('\n✔ all checks passed')
