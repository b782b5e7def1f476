// npm run bench: builds, starts the production server on PGlite (and on PostgreSQL when
// BENCH_DATABASE_URL or DATABASE_URL is set) and loads each page with wrk, next to a baseline:
// plain Node serving the same article bytes from memory, measured in the same run. Pages are
// asked for anonymously (copies) and by a signed-in member (renders); then 200 connections ask
// for a mix of both and of searches (the overload), with one process and, on PostgreSQL, with a
// worker per core. BENCH_BUILT=1 measures the build already in BUILD_DIR.
import { execSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { parseConfig } from '../../app/config.server'
import { HttpClient, demoLogins } from '../../tests/support/http-client'
import { startServer } from '../../tests/support/server-process'
import { benchApi } from './api'
import { baselineRow, compressed, header, newestArticleSlug, pageHtml, row, stop, visitorHeaders } from './common'
import { connections, duration, load, requireWrk, rssMbOf, startBaseline, treeCpuMs, type Figures } from './load'
import { mixedHeader, mixedLoad, mixedRow, type MixedTarget } from './mixed'
import { benchAdRequests } from './ads'
import { benchSearch } from './search'

async function initialJsGzip(base: string, path: string) {
  const html = await (await fetch(base + path, { headers: visitorHeaders })).text()
  const scripts = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))
  let total = 0
  for (const src of scripts) total += gzipSync(Buffer.from(await (await fetch(base + src)).arrayBuffer())).length
  return { kb: +(total / 1024).toFixed(1), files: scripts.size, htmlGzipKb: +(gzipSync(html).length / 1024).toFixed(1) }
}

/** The first link matching `pattern` on a listing page (a course on /education, a video on /videos). */
async function firstLink(base: string, listPath: string, pattern: RegExp) {
  const html = await pageHtml(base + listPath, visitorHeaders, '<html')
  const found = pattern.exec(html)?.[0]
  if (!found) throw new Error(`${listPath} links to nothing like ${pattern}`)
  return found
}

/** Overload: 200 connections asking for copies of anonymous pages, searches and signed-in pages at once (admission control keeps the admitted ones fast). */
async function overload(base: string, pid: number, pages: { article: string; course: string }, readerHeaders: Record<string, string>) {
  const terms = ['agents', 'retrieval', 'pricing', 'seo', 'robotics', 'email', 'video', 'privacy', 'evaluation', 'growth']
  const targets: MixedTarget[] = [
    ...['/', '/news', pages.article].map((path) => ({ path, headers: visitorHeaders, weight: 4 })),
    ...terms.map((term) => ({ path: `/search?q=${term}`, headers: visitorHeaders, weight: 1 })),
    ...['/', '/news', pages.article, pages.course].map((path) => ({ path, headers: readerHeaders, weight: 2 })),
  ]
  const cpuBefore = treeCpuMs(pid)
  const figures = await mixedLoad(base, targets)
  const answered = figures.admitted + figures.refused
  return { figures, cpuMs: (treeCpuMs(pid) - cpuBefore) / Math.max(1, answered) }
}

/** A started server's pages: the newest article, a course, a video and an episode, each checked to answer. */
const admissionOff = { MAX_REQUESTS_IN_FLIGHT: '0' }

/** The overload on a server started as in production (admission control on, its defaults), with `workers` processes. */
async function overloadOf(env: Record<string, string>, workers: number, pages: { article: string; course: string }) {
  // Every request comes from one address here: the per-address limits (search, say) would stand in for admission control.
  // Admission control as configured by default (test servers otherwise let requests wait longer).
  const admission = parseConfig({})
  const server = await startServer({
    ...env,
    PAGE_CACHE_SECONDS: '5',
    WEB_CONCURRENCY: String(workers),
    RATE_LIMIT_FACTOR: '1000',
    MAX_REQUESTS_IN_FLIGHT: String(admission.MAX_REQUESTS_IN_FLIGHT),
    MAX_REQUESTS_QUEUED: String(admission.MAX_REQUESTS_QUEUED),
    MAX_QUEUE_WAIT_MS: String(admission.MAX_QUEUE_WAIT_MS),
  })
  try {
    const readerHeaders = await signedInHeaders(server.url)
    for (let i = 0; i < 4 * workers; i++) await pageHtml(server.url + pages.article, readerHeaders, '<html')
    const busy = await overload(server.url, server.child.pid!, pages, readerHeaders)
    return [busy.figures, busy.cpuMs] as const
  } finally {
    await stop(server)
  }
}

async function samplePages(base: string) {
  const slug = await newestArticleSlug(base)
  return {
    slug,
    article: `/news/${slug}`,
    course: await firstLink(base, '/education', /\/education\/course\/[a-z0-9-]+(?=")/),
    video: await firstLink(base, '/videos', /\/videos\/[a-z0-9-]+(?=")/),
    episode: await firstLink(base, '/podcasts', /\/podcasts\/(?!feed)[a-z0-9-]+(?=")/),
  }
}

async function signedInHeaders(base: string) {
  const reader = new HttpClient(base)
  await reader.login(...demoLogins.premium)
  return { cookie: `${visitorHeaders.cookie}; ${reader.cookieHeader}` }
}

async function benchDatabase(label: string, env: Record<string, string>, { workers }: { workers: number }) {
  const lines = [`### ${label}`, '', ...header]
  const notes: string[] = []
  const overloadLines = ['', ...mixedHeader]
  // The rows measure what each answer costs: admission control is off, so no row counts refusals.
  const server = await startServer({ ...env, PAGE_CACHE_SECONDS: '5', WEB_CONCURRENCY: '1', ...admissionOff })
  const pid = server.child.pid!
  let isStopped = false
  let base: Figures
  let pages: Awaited<ReturnType<typeof samplePages>>
  try {
    pages = await samplePages(server.url)
    const articleUrl = server.url + pages.article
    const article = await pageHtml(articleUrl, visitorHeaders, pages.article)
    const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(article)?.[1] ?? pages.slug
    const baselineServer = await startBaseline(article)
    base = await load(baselineServer.url, baselineServer.pid)
    await baselineServer.stop()
    lines.push(baselineRow('baseline (article bytes, plain Node)', base))

    const readerHeaders = await signedInHeaders(server.url)
    await pageHtml(articleUrl, readerHeaders, title)
    for (const path of ['/', '/news', pages.course, pages.video, pages.episode]) await pageHtml(server.url + path, readerHeaders, '<html')
    notes.push(`RSS at rest (started, every page asked once): ${rssMbOf(pid)} MB`)
    const targets: [string, string, Record<string, string>][] = [
      ['article, anonymous, page cache', articleUrl, visitorHeaders],
      ['article, anonymous, page cache, br', articleUrl, { ...visitorHeaders, ...compressed }],
      ['home /, page cache', server.url + '/', visitorHeaders],
      ['/news, page cache', server.url + '/news', visitorHeaders],
      ['article, signed-in member, rendered', articleUrl, readerHeaders],
      ['article, signed-in member, rendered, br', articleUrl, { ...readerHeaders, ...compressed }],
      ['home /, signed-in member', server.url + '/', readerHeaders],
      ['/news, signed-in member', server.url + '/news', readerHeaders],
      ['course, signed-in member', server.url + pages.course, readerHeaders],
      ['video, signed-in member', server.url + pages.video, readerHeaders],
      ['episode, signed-in member', server.url + pages.episode, readerHeaders],
    ]
    for (const [name, url, headers] of targets) lines.push(row(name, await load(url, pid, headers), base))
    lines.push(...(await benchAdRequests(server.url, pid, base)))
    notes.push(`RSS after load (page cache on): ${rssMbOf(pid)} MB`)
    const js = { home: await initialJsGzip(server.url, '/'), article: await initialJsGzip(server.url, pages.article) }
    notes.push(
      `Initial JavaScript (gzip): home ${js.home.kb} KB in ${js.home.files} files; article ${js.article.kb} KB in ${js.article.files} files`,
      `HTML (gzip): home ${js.home.htmlGzipKb} KB; article ${js.article.htmlGzipKb} KB`,
    )
    await stop(server)
    isStopped = true

    overloadLines.push(mixedRow('1 process', ...(await overloadOf(env, 1, pages))))

    // The same anonymous article with the page cache off: what a cache miss costs. This server
    // opens the database the first one prepared: its start is a cold start on existing data.
    const startedAt = Date.now()
    const uncached = await startServer({ ...env, PAGE_CACHE_SECONDS: '0', WEB_CONCURRENCY: '1' })
    await pageHtml(uncached.url + '/', visitorHeaders, 'Latest News')
    notes.push(`Cold start to the first 200 of / on the existing database: ${((Date.now() - startedAt) / 1000).toFixed(2)} s`)
    try {
      const figures = await load(uncached.url + pages.article, uncached.child.pid!, visitorHeaders)
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

  // Every core: the same server with one worker per core (PostgreSQL only; the embedded database belongs to one process).
  if (workers > 1) {
    const all = await startServer({ ...env, PAGE_CACHE_SECONDS: '5', WEB_CONCURRENCY: String(workers), ...admissionOff })
    try {
      const readerHeaders = await signedInHeaders(all.url)
      // Each worker renders once before the load (the first render of a process compiles its code).
      for (let i = 0; i < 4 * workers; i++) await pageHtml(all.url + pages.article, readerHeaders, '<html')
      const pid = all.child.pid!
      lines.push(row(`article, signed-in member, rendered, ${workers} workers`, await load(all.url + pages.article, pid, readerHeaders), base))
      lines.push(row(`article, anonymous, page cache, ${workers} workers`, await load(all.url + pages.article, pid, visitorHeaders), base))
      notes.push(`RSS after load with ${workers} workers (all processes): ${rssMbOf(pid)} MB`)
    } finally {
      await stop(all)
    }
    overloadLines.push(mixedRow(`${workers} workers`, ...(await overloadOf(env, workers, pages))))
  }
  return [...lines, ...overloadLines, '', ...notes].join('\n')
}

requireWrk()
if (process.env.BENCH_BUILT !== '1') execSync('npm run build', { stdio: 'ignore' })
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
if (runs('pages')) reports.push(await benchDatabase('Embedded PGlite', { PGLITE_DATA_DIR: pgliteDir }, { workers: 1 }))
if (runs('api')) reports.push(await benchApi('Enterprise API, embedded PGlite', { kind: 'pglite', dataDir: pgliteDir }))
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL
if (pgUrl && (runs('pages') || runs('api'))) {
  execSync('npx tsx scripts/db-seed.ts', { env: { ...process.env, DATABASE_URL: pgUrl }, stdio: 'ignore' })
  // PostgreSQL keeps sessions across restarts, so it needs a configured secret (.env.example).
  const authSecret = process.env.AUTH_SECRET || randomBytes(32).toString('hex')
  if (runs('pages')) reports.push(await benchDatabase('PostgreSQL', { DATABASE_URL: pgUrl, AUTH_SECRET: authSecret }, { workers: availableParallelism() }))
  if (runs('api')) reports.push(await benchApi('Enterprise API, PostgreSQL', { kind: 'postgres', url: pgUrl, authSecret }))
}
if (runs('search')) reports.push(...(await benchSearch(pgUrl)))
console.log(`## Bench ${new Date().toISOString()} — wrk, ${connections} connections, ${duration} s per target; the mixed load: 200 connections from a Node client\n`)
console.log(reports.join('\n\n'))
