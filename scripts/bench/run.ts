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
import { startServer } from '../../tests/support/server-process'
import { benchApi } from './api'
import { baselineRow, compressed, header, newestArticleSlug, pageHtml, row, stop, visitorHeaders } from './common'
import { connections, duration, load, requireWrk, rssMbOf, startBaseline } from './load'
import { benchAdRequests } from './ads'
import { benchSearch } from './search'

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
    const slug = await newestArticleSlug(server.url)
    const articleUrl = `${server.url}/news/${slug}`
    const article = await pageHtml(articleUrl, visitorHeaders, `/news/${slug}`)
    const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(article)?.[1] ?? slug
    const baselineServer = await startBaseline(article)
    const base = await load(baselineServer.url, baselineServer.pid)
    await baselineServer.stop()
    lines.push(baselineRow('baseline (article bytes, plain Node)', base))

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
    lines.push(...(await benchAdRequests(server.url, pid, base)))
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
// BENCH_ONLY picks some of the benches: pages, api, search, or several with commas
// (BENCH_ONLY=pages,api); unset, all three run.
const benches = ['pages', 'api', 'search'] as const
const only = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((name) => name.trim()) : [...benches]
const unknown = only.filter((name) => !(benches as readonly string[]).includes(name))
if (unknown.length > 0) {
  console.error(`BENCH_ONLY: unknown bench ${unknown.join(', ')} (choose from ${benches.join(', ')})`)
  process.exit(1)
}
const runs = (name: (typeof benches)[number]) => only.includes(name)
// One embedded database for every server of the PGlite rows: the first seeds it, the next open it.
const pgliteDir = mkdtempSync(path.join(tmpdir(), 'lumen-bench-'))
const reports: string[] = []
if (runs('pages')) reports.push(await benchDatabase('Embedded PGlite', { PGLITE_DATA_DIR: pgliteDir }))
if (runs('api')) reports.push(await benchApi('Enterprise API, embedded PGlite', { kind: 'pglite', dataDir: pgliteDir }))
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL
if (pgUrl && (runs('pages') || runs('api'))) {
  execSync('npx tsx scripts/db-seed.ts', { env: { ...process.env, DATABASE_URL: pgUrl }, stdio: 'ignore' })
  // PostgreSQL keeps sessions across restarts, so it needs a configured secret (.env.example).
  const authSecret = process.env.AUTH_SECRET || randomBytes(32).toString('hex')
  if (runs('pages')) reports.push(await benchDatabase('PostgreSQL', { DATABASE_URL: pgUrl, AUTH_SECRET: authSecret }))
  if (runs('api')) reports.push(await benchApi('Enterprise API, PostgreSQL', { kind: 'postgres', url: pgUrl, authSecret }))
}
if (runs('search')) reports.push(...(await benchSearch(pgUrl)))
console.log(`## Bench ${new Date().toISOString()} — wrk, ${connections} connections, ${duration} s per target\n`)
console.log(reports.join('\n\n'))
