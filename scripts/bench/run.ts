// npm run bench: builds, starts the production server, and measures pages against a baseline
// of plain Node serving the same HTML bytes from memory, measured in the same run.
import { execSync } from 'node:child_process'
import { createServer } from 'node:http'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { startServer, type RunningServer } from '../../tests/support/server-process'
import { benchSearch } from './search'

const duration = Number(process.env.BENCH_SECONDS ?? 8)
const connections = 50

interface Figures {
  rps: number
  p50: number
  p99: number
  errors: number
}

async function load(url: string): Promise<Figures> {
  const result = await autocannon({ url, connections, duration, headers: { cookie: 'cookie-consent=%7B%7D' } })
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

/** Plain Node serving fixed bytes: the ceiling this machine reaches for that response size. */
async function baseline(html: string) {
  const body = Buffer.from(html)
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length })
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  const figures = await load(`http://127.0.0.1:${port}/`)
  await new Promise((resolve) => server.close(resolve))
  return figures
}

function rssMb(server: RunningServer) {
  const status = execSync(`cat /proc/${server.child.pid}/status`).toString()
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024)
}

async function initialJsGzip(base: string, path: string) {
  const html = await (await fetch(base + path)).text()
  const scripts = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))
  let total = 0
  for (const src of scripts) total += gzipSync(Buffer.from(await (await fetch(base + src)).arrayBuffer())).length
  return { kb: +(total / 1024).toFixed(1), files: scripts.size, htmlGzipKb: +(gzipSync(html).length / 1024).toFixed(1) }
}

const row = (name: string, f: Figures, base?: Figures) =>
  `| ${name} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.errors} | ${base ? (f.rps / base.rps).toFixed(2) + '×' : '1.00×'} |`

/** Home with the server's page cache on: repeated anonymous requests are answered from memory. */
async function benchPageCache(env: Record<string, string>) {
  const server = await startServer({ ...env, PAGE_CACHE_SECONDS: '5' })
  try {
    const base = await baseline(await (await fetch(server.url + '/')).text())
    return [row('baseline (home / bytes)', base), row('home / from the page cache', await load(server.url + '/'), base)]
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
  }
}

async function benchDatabase(label: string, env: Record<string, string>) {
  const lines = [`### ${label}`, '', '| target | req/s | p50 ms | p99 ms | errors | vs baseline |', '|---|---|---|---|---|---|']
  lines.push(...(await benchPageCache(env)))
  // Rendered on every request: the page cache is off for these rows.
  const server = await startServer({ ...env, PAGE_CACHE_SECONDS: '0' })
  try {
    const home = await (await fetch(server.url + '/')).text()
    const slug = /href="\/news\/([a-z0-9-]+)"/.exec(home)![1]!
    const articlePath = `/news/${slug}`
    for (const [name, path] of [['home /', '/'], ['article', articlePath]] as const) {
      const html = await (await fetch(server.url + path)).text()
      const base = await baseline(html)
      const page = await load(server.url + path)
      lines.push(row(`baseline (${name} bytes)`, base), row(name, page, base))
    }
    lines.push('', `RSS after load: ${rssMb(server)} MB`)
    const js = { home: await initialJsGzip(server.url, '/'), article: await initialJsGzip(server.url, articlePath) }
    lines.push(
      `Initial JavaScript (gzip): home ${js.home.kb} KB in ${js.home.files} files; article ${js.article.kb} KB in ${js.article.files} files`,
      `HTML (gzip): home ${js.home.htmlGzipKb} KB; article ${js.article.htmlGzipKb} KB`,
    )
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
  }
  return lines.join('\n')
}

execSync('npm run build', { stdio: 'ignore' })
// BENCH_ONLY=search skips the page benches.
const pagesToo = process.env.BENCH_ONLY !== 'search'
const reports = pagesToo ? [await benchDatabase('Embedded PGlite', {})] : []
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL
if (pgUrl && pagesToo) {
  execSync('npx tsx scripts/db-seed.ts', { env: { ...process.env, DATABASE_URL: pgUrl }, stdio: 'ignore' })
  reports.push(await benchDatabase('PostgreSQL', { DATABASE_URL: pgUrl }))
}
reports.push(...(await benchSearch(pgUrl)))
console.log(`## Bench ${new Date().toISOString()} — ${connections} connections, ${duration} s per target\n`)
console.log(reports.join('\n\n'))
