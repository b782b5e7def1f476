// npm run lighthouse: builds, starts the production server on a fresh embedded database and
// audits home, /news, an article and a course page with Lighthouse's mobile profile in the
// machine's Chromium (/usr/bin/chromium, or CHROME_PATH). Not part of the tests: its scores
// move with the machine's load. Prints one row per page.
import { execFileSync, execSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromiumLaunchOptions } from '../e2e/browser'
import { startServer } from '../tests/support/server-process'

const chrome = process.env.CHROME_PATH ?? chromiumLaunchOptions.executablePath
const chromeFlags = chromiumLaunchOptions.args.join(' ')
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

interface Report {
  categories: Record<(typeof categories)[number], { score: number | null }>
  audits: Record<string, { numericValue?: number; displayValue?: string }>
}

function audit(url: string, outDir: string) {
  const output = path.join(outDir, `${url.replace(/\W+/g, '_')}.json`)
  execFileSync(
    'npx',
    ['lighthouse', url, `--chrome-path=${chrome}`, `--chrome-flags=${chromeFlags}`, '--output=json', `--output-path=${output}`, '--quiet', `--only-categories=${categories.join(',')}`],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  return JSON.parse(readFileSync(output, 'utf8')) as Report
}

execSync('npm run build', { stdio: 'ignore' })
const server = await startServer()
try {
  const news = await (await fetch(`${server.url}/news`)).text()
  const article = /href="(\/news\/[a-z0-9-]+)"/.exec(news)![1]!
  const education = await (await fetch(`${server.url}/education`)).text()
  const course = /href="(\/education\/course\/[a-z0-9-]+)"/.exec(education)![1]!
  const outDir = mkdtempSync(path.join(tmpdir(), 'lumen-lighthouse-'))
  console.log(`## Lighthouse (mobile) ${new Date().toISOString()}\n`)
  console.log('| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |')
  console.log('|---|---|---|---|---|---|---|---|')
  for (const [name, pagePath] of [['home', '/'], ['/news', '/news'], ['article', article], ['course', course]] as const) {
    const report = audit(server.url + pagePath, outDir)
    const score = (category: (typeof categories)[number]) => Math.round((report.categories[category].score ?? 0) * 100)
    const shown = (id: string) => report.audits[id]?.displayValue ?? '—'
    console.log(
      `| ${name} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${shown('largest-contentful-paint')} | ${shown('total-blocking-time')} | ${shown('cumulative-layout-shift')} |`,
    )
  }
  console.log(`\nFull reports: ${outDir}`)
} finally {
  server.child.kill('SIGTERM')
  await server.exited
}
