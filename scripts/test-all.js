// Runs every check: typecheck, lint and build in turn, then the unit/integration tests and the
// end-to-end tests side by side (each keeps about one core of a 2-core machine busy: much of
// their time is spent waiting on servers, databases and browsers).
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, existsSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { failedEndToEndTests } from './e2e-failures.js'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(
    `Chromium is missing at ${chromium}: the end-to-end tests need it.\n` +
      'Install it with "apt-get install -y chromium" (or set CHROMIUM_PATH), then run npm test again.',
  )
  process.exit(1)
}

const failed = []
let unitOutput = ''
// A failed check does not stop the others (one run reports every failure), except the build:
// the end-to-end tests run the build.
for (const [name, script] of [['typecheck', 'typecheck'], ['lint', 'lint'], ['build', 'build']]) {
  console.log(`\n▶ ${name}`)
  if (spawnSync('npm', ['run', script], { stdio: 'inherit' }).status !== 0) failed.push(name)
}
if (failed.includes('build')) finish()

/** Runs an npm script; its output goes to `log` (a file) or to this process's output. */
function run(script, log) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    if (log) {
      const file = createWriteStream(log)
      child.stdout.pipe(file)
      child.stderr.pipe(file)
    }
    child.on('close', (code) => resolve(code === 0))
  })
}

const unitLog = path.join(tmpdir(), `lumen-unit-tests-${process.pid}.log`)
console.log(`\n▶ unit and integration tests (output in ${unitLog}, shown when they end) and end-to-end tests`)
const [unitPassed, e2ePassed] = await Promise.all([run('test:unit', unitLog), run('test:e2e')])
console.log('\n▶ unit and integration tests: output')
unitOutput = readFileSync(unitLog, 'utf8')
console.log(unitOutput)
if (!unitPassed) failed.push('unit and integration tests')
if (!e2ePassed) failed.push('end-to-end tests')
finish()

function finish() {
  // The end of a long run is what a CI log keeps: each failure again, with its reason.
  const e2eReport = 'test-results/e2e-report.json'
  if (failed.includes('end-to-end tests') && existsSync(e2eReport)) console.error(failedEndToEndTests(JSON.parse(readFileSync(e2eReport, 'utf8'))))
  if (failed.includes('unit and integration tests')) {
    const lines = unitOutput.split('\n').filter((line) => /(FAIL|×|✗)\s/.test(line.replace(/\u001b\[[0-9;]*m/g, '')))
    console.error(`\nFailed unit and integration tests:\n${lines.slice(0, 40).join('\n')}`)
  }
  if (failed.length > 0) {
    console.error(`\n✖ failed: ${failed.join(', ')}`)
    process.exit(1)
  }
  console.log('\n✔ all checks passed')
  process.exit(0)
}
