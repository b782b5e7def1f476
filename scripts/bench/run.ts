// npm run bench: builds, starts the production server on PGlite (and on PostgreSQL when
// BENCH_DATABASE_URL or DATABASE_URL is set) and loads each page with wrk, next to a baseline:
// plain Node serving the same article bytes from memory, measured in the same run.
import { execSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { HttpClient, demoLogins } from '../../tests/support/http-client'
import { startServer, type RunningServer } from '../../tests/support/server-process'
import { connections, duration, load, requireWrk, rssMbOf, startBaseline, type Figures } from './load'
import { benchSearch } from './search'

/** An anonymous visitor who answered the cookie banner. */
const visitorHeaders = { cookie: 'cookie-consent=%7B%7D' }
const compressed = { 'accept-encoding': 'br, gzip' }

const header = ['| target | req/s | p50 ms | p99 ms | errors | vs baseline | server CPU ms/req |', '|---|---|---|---|---|---|---|']
const row = (name: string, f: Figures, base: Figures) =>
  `| ${name} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.errors} | ${(f.rps / base.rps).toFixed(2)}× | ${f.cpuMs} |`

async function stop(server: RunningServer) {
  server.child.kill('SIGTERM')
  await server.exited
}

/** A page's HTML, checked to be a 200 that holds `mustContain`. */
async function pageHtml(url: string, headers: Record<string, string>, mustContain: string) {
  const response = await fetch(url, { headers })
  const html = await response.text()
  if (response.status !== 200 || !html.includes(mustContain)) throw new Error(`${url} did not answer the expected page (${response.status})`)
  return html
}

async function initialJsGzip(base: string, path: string) {
  const html = await (await fetch(base + path, { headers: visitorHeaders })).text()
  const scripts = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))
  let total = 0
  for (const src of scripts) total += gzipSync(Buffer.from(await (await fetch(base + src)).arrayBuffer())).length
  return { kb: +(total / 1024).toFixed(1), files: scripts.size, htmlGzipKb: +(gzipSync(html).length / 1024).toFixed(1) }
}

async function benchDatabase(label: string, env: Record<string, string>) {
  const lines = [`### ${label}`, '', ...header]
  const notes: string[] = []
  const server = await startServer({ ...env, PAGE_CACHE_SECONDS: '5' })
  const pid = server.child.pid!
  let isStopped = false
  try {
    const home = await pageHtml(server.url + '/', visitorHeaders, 'Latest News')
    const slug = /href="\/news\/([a-z0-9-]+)"/.exec(home)![1]!
    const articleUrl = `${server.url}/news/${slug}`
    const article = await pageHtml(articleUrl, visitorHeaders, `/news/${slug}`)
    const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(article)?.[1] ?? slug
    const baselineServer = await startBaseline(article)
    const base = await load(baselineServer.url, baselineServer.pid)
    await baselineServer.stop()
    lines.push(`| baseline (article bytes, plain Node) | ${base.rps} | ${base.p50} | ${base.p99} | ${base.errors} | 1.00× | ${base.cpuMs} |`)

    const reader = new HttpClient(server.url)
    await reader.login(...demoLogins.premium)
    const readerHeaders = { cookie: `${visitorHeaders.cookie}; ${reader.cookieHeader}` }
    await pageHtml(articleUrl, readerHeaders, title)
    const targets: [string, string, Record<string, string>][] = [
      ['article, anonymous, page cache', articleUrl, visitorHeaders],
      ['article, anonymous, page cache, br', articleUrl, { ...visitorHeaders, ...compressed }],
      ['home /, page cache', server.url + '/', visitorHeaders],
      ['/news, page cache', server.url + '/news', visitorHeaders],
      ['article, signed-in reader, rendered', articleUrl, readerHeaders],
      ['article, signed-in reader, rendered, br', articleUrl, { ...readerHeaders, ...compressed }],
    ]
    for (const [name, url, headers] of targets) lines.push(row(name, await load(url, pid, headers), base))
    notes.push(`RSS after load (page cache on): ${rssMbOf(pid)} MB`)
    const js = { home: await initialJsGzip(server.url, '/'), article: await initialJsGzip(server.url, `/news/${slug}`) }
    notes.push(
      `Initial JavaScript (gzip): home ${js.home.kb} KB in ${js.home.files} files; article ${js.article.kb} KB in ${js.article.files} files`,
      `HTML (gzip): home ${js.home.htmlGzipKb} KB; article ${js.article.htmlGzipKb} KB`,
    )
    await stop(server)
    isStopped = true

    // The same anonymous article with the page cache off: what a cache miss costs. This server
    // opens the database the first one prepared: its start is a cold start on existing data.
    const startedAt = Date.now()
    const uncached = await startServer({ ...env, PAGE_CACHE_SECONDS: '0' })
    await pageHtml(uncached.url + '/', visitorHeaders, 'Latest News')
    notes.push(`Cold start to the first 200 of / on the existing database: ${((Date.now() - startedAt) / 1000).toFixed(2)} s`)
    try {
      const figures = await load(articleUrl.replace(server.url, uncached.url), uncached.child.pid!, visitorHeaders)
      lines.push(row('article, anonymous, rendered (cache off)', figures, base))
      notes.push(`RSS after load (cache off): ${rssMbOf(uncached.child.pid!)} MB`)
    } finally {
      await stop(uncached)
    }
  } catch (error) {
    console.error(server.output().slice(-4000))
    throw error
  } finally {
    if (!isStopped) await stop(server)
  }
  return [...lines, '', ...notes].join('\n')
}

requireWrk()
execSync('npm run build', { stdio: 'ignore' })
// BENCH_ONLY=search skips the page benches; BENCH_ONLY=pages skips search.
const only = process.env.BENCH_ONLY
// One embedded database for both servers of the PGlite rows: the second opens it, seeded.
const pgliteDir = mkdtempSync(path.join(tmpdir(), 'lumen-bench-'))
const reports = only !== 'search' ? [await benchDatabase('Embedded PGlite', { PGLITE_DATA_DIR: pgliteDir })] : []
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL
if (pgUrl && only !== 'search') {
  execSync('npx tsx scripts/db-seed.ts', { env: { ...process.env, DATABASE_URL: pgUrl }, stdio: 'ignore' })
  // PostgreSQL keeps sessions across restarts, so it needs a configured secret (.env.example).
  reports.push(await benchDatabase('PostgreSQL', { DATABASE_URL: pgUrl, AUTH_SECRET: process.env.AUTH_SECRET || randomBytes(32).toString('hex') }))
}
if (only !== 'pages') reports.push(...(await benchSearch(pgUrl)))
console.log(`## Bench ${new Date().toISOString()} — wrk, ${connections} connections, ${duration} s per target\n`)
console.log(reports.join('\n\n'))
