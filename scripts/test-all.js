// Runs every check in order: typecheck, lint, build, unit/integration tests, end-to-end tests.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(
    `Chromium is missing at ${chromium}: the end-to-end tests need it.\n` +
      'Install it with "apt-get install -y chromium" (or set CHROMIUM_PATH), then run npm test again.',
  )
  process.exit(1)
}

const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['build', ['run', 'build']],
  ['unit and integration tests', ['run', 'test:unit']],
  ['end-to-end tests', ['run', 'test:e2e']],
]

for (const [name, args] of steps) {
  console.log(`\n▶ ${name}`)
  const result = spawnSync('npm', args, { stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`)
    process.exit(result.status ?? 1)
  }
}
console.log('\n✔ all checks passed')
