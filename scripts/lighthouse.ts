// npm run lighthouse: builds, starts the production server on a fresh embedded database and
// audits ten page types (home, /news, an article, a course, a lesson, a tutorial, a video, a
// podcast episode, /subscription and an author) with Lighthouse's mobile profile in the
// machine's Chromium (/usr/bin/chromium, or CHROME_PATH). Each page is found the way a reader
// finds it, from the site's own listings. Not part of the tests: its scores move with the
// machine's load, so LIGHTHOUSE_RUNS=n audits each page n times (interleaved) and prints, per
// page, the run with the median performance score and the range seen. LIGHTHOUSE_PAGES=a,b
// audits only the named pages (the names in the table's first column).
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
  categories: Record<(typeof categories)[number], { score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<string, { score: number | null; numericValue?: number; displayValue?: string }>
}

let audits = 0
/** One Lighthouse run of `url`; a run Lighthouse itself gives up on (it sometimes loses the trace) is tried again, twice at most. */
function audit(url: string, outDir: string, attempt = 1): Report {
  const output = path.join(outDir, `${++audits}-${url.replace(/\W+/g, '_')}.json`)
  try {
    execFileSync(
      'npx',
      ['lighthouse', url, `--chrome-path=${chrome}`, `--chrome-flags=${chromeFlags}`, '--output=json', `--output-path=${output}`, '--quiet', `--only-categories=${categories.join(',')}`],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    )
  } catch (error) {
    if (attempt >= 3) throw error
    return audit(url, outDir, attempt + 1)
  }
  return JSON.parse(readFileSync(output, 'utf8')) as Report
}

// LIGHTHOUSE_BUILT=1 audits the build already in BUILD_DIR (for comparing two builds).
if (process.env.LIGHTHOUSE_BUILT !== '1') execSync('npm run build', { stdio: 'ignore' })
const server = await startServer()
try {
  /** The first link on the page at `listing` whose path matches `pattern` (its one group). */
  const firstLink = async (listing: string, pattern: RegExp) => {
    const html = await (await fetch(server.url + listing)).text()
    const found = pattern.exec(html)?.[1]
    if (!found) throw new Error(`No link matching ${pattern} on ${listing}`)
    return found
  }
  const article = await firstLink('/news', /href="(\/news\/[a-z0-9-]+)"/)
  const course = await firstLink('/education', /href="(\/education\/course\/[a-z0-9-]+)"/)
  const lesson = await firstLink(course, /href="(\/education\/course\/[a-z0-9-]+\/lesson\/[a-z0-9-]+)"/)
  const tutorial = await firstLink('/tutorials', /href="(\/tutorials\/[a-z0-9-]+)"/)
  const video = await firstLink('/videos', /href="(\/videos\/[a-z0-9-]+)"/)
  const episode = await firstLink('/podcasts', /href="(\/podcasts\/[a-z0-9-]+)"/)
  // The article's byline links its author.
  const author = await firstLink(article, /href="(\/authors\/[a-z0-9-]+)"/)
  const outDir = mkdtempSync(path.join(tmpdir(), 'lumen-lighthouse-'))
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1))
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim())
  const pages = (
    [
      ['home', '/'],
      ['/news', '/news'],
      ['article', article],
      ['course', course],
      ['lesson', lesson],
      ['tutorial', tutorial],
      ['video', video],
      ['episode', episode],
      ['/subscription', '/subscription'],
      ['author', author],
    ] as const
  ).filter(([name]) => !only || only.includes(name))
  const reports = new Map<string, Report[]>(pages.map(([name]) => [name, []]))
  // Round by round, so a busy spell of the machine touches every page alike.
  for (let round = 0; round < runs; round++) for (const [name, pagePath] of pages) reports.get(name)!.push(audit(server.url + pagePath, outDir))
  console.log(`## Lighthouse (mobile) ${new Date().toISOString()}, ${runs} run(s) per page, median\n`)
  console.log('| page | performance (range) | accessibility | best practices | SEO | LCP | TBT | CLS |')
  console.log('|---|---|---|---|---|---|---|---|')
  const score = (report: Report, category: (typeof categories)[number]) => Math.round((report.categories[category].score ?? 0) * 100)
  const byPerformance = (name: string) => [...reports.get(name)!].sort((a, b) => score(a, 'performance') - score(b, 'performance'))
  const median = (name: string) => byPerformance(name)[Math.floor((runs - 1) / 2)]!
  for (const [name] of pages) {
    const sorted = byPerformance(name)
    const report = median(name)
    const range = sorted.length > 1 ? ` (${score(sorted[0]!, 'performance')}–${score(sorted.at(-1)!, 'performance')})` : ''
    const shown = (id: string) => report.audits[id]?.displayValue ?? '—'
    console.log(
      `| ${name} | ${score(report, 'performance')}${range} | ${score(report, 'accessibility')} | ${score(report, 'best-practices')} | ${score(report, 'seo')} | ${shown('largest-contentful-paint')} | ${shown('total-blocking-time')} | ${shown('cumulative-layout-shift')} |`,
    )
  }
  console.log('')
  for (const [name, pagePath] of pages) {
    // What holds the median run's other categories under 100: the weighted audits it fails.
    const report = median(name)
    const failed = categories
      .filter((category) => category !== 'performance')
      .flatMap((category) => report.categories[category].auditRefs.filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id))
    console.log(`- ${name}: ${pagePath}${failed.length ? ` (failed: ${failed.join(', ')})` : ''}`)
  }
  console.log(`\nFull reports: ${outDir}`)
} finally {
  server.child.kill('SIGTERM')
  await server.exited
}
