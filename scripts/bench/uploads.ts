// npm run bench:uploads: what a resumable video upload (tus, 5 MB parts; decision 59) costs the
// server. Sends BENCH_UPLOAD_MB (200 by default) of bytes to the production build as the
// editor's client does (create, then one PATCH per part, one after the other) signed in as the
// demo admin, next to a baseline measured in the same run: the same parts POSTed to a bare
// Node server that only reads them. Prints wall seconds, MB/s and the server's CPU ms per MB
// (from /proc).
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { HttpClient, demoLogins } from '../../tests/support/http-client'
import { startServer } from '../../tests/support/server-process'
import { stop } from './common'
import { treeCpuMs } from './load'

const megabytes = Number(process.env.BENCH_UPLOAD_MB ?? 200)
const PART = 5 * 1024 * 1024
const total = megabytes * 1024 * 1024
// One part of random bytes, sent again for every part (what is measured is moving bytes, not making them).
const part = randomBytes(PART)
const work = mkdtempSync(path.join(tmpdir(), 'lumen-bench-uploads-'))

/** Wall seconds of `send`, and the CPU ms per MB of the process tree `pid` (when given) meanwhile. */
async function timed(pid: number | null, send: () => Promise<void>) {
  const before = pid ? treeCpuMs(pid) : 0
  const start = performance.now()
  await send()
  const wall = (performance.now() - start) / 1000
  return { wall, cpuMsPerMb: pid ? (treeCpuMs(pid) - before) / megabytes : null }
}

const row = (name: string, figures: { wall: number; cpuMsPerMb: number | null }, base: { wall: number }) =>
  `| ${name} | ${figures.wall.toFixed(2)} | ${(megabytes / figures.wall).toFixed(0)} | ${(figures.wall / base.wall).toFixed(2)}× | ${figures.cpuMsPerMb?.toFixed(1) ?? '—'} |`

const baseline = createServer((request, response) => {
  request.on('data', () => {})
  request.on('end', () => response.writeHead(204).end())
})
await new Promise<void>((resolve) => baseline.listen(0, '127.0.0.1', resolve))
const baseUrl = `http://127.0.0.1:${(baseline.address() as { port: number }).port}`
const server = await startServer({ RESUMABLE_UPLOAD_DIR: path.join(work, 'parts'), UPLOAD_DIR: path.join(work, 'uploads'), VIDEO_SOURCE_MAX_MB: String(megabytes + 1), RATE_LIMIT_FACTOR: '100' })
try {
  const admin = new HttpClient(server.url)
  await admin.login(...demoLogins.admin)
  // The baseline server runs in this process, with the client: its CPU is not the server's alone.
  const base = await timed(null, async () => {
    for (let offset = 0; offset < total; offset += PART) {
      const answer = await fetch(`${baseUrl}/part`, { method: 'POST', body: part.subarray(0, Math.min(PART, total - offset)) })
      if (answer.status !== 204) throw new Error(`baseline answered ${answer.status}`)
    }
  })
  const headers = { cookie: admin.cookieHeader, origin: server.url, 'tus-resumable': '1.0.0' }
  const upload = await timed(server.child.pid!, async () => {
    const created = await fetch(`${server.url}/admin/video-uploads`, { method: 'POST', headers: { ...headers, 'upload-length': String(total), 'upload-metadata': `filename ${Buffer.from('bench.mp4').toString('base64')}` } })
    if (created.status !== 201) throw new Error(`create answered ${created.status}: ${await created.text()}`)
    const location = created.headers.get('location')!
    for (let offset = 0; offset < total; offset += PART) {
      const body = part.subarray(0, Math.min(PART, total - offset))
      const answer = await fetch(`${server.url}${location}`, { method: 'PATCH', headers: { ...headers, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, body })
      // The last part is refused (415): random bytes are not a video, which is checked only then.
      if (answer.status !== 204 && !(answer.status === 415 && offset + body.length === total)) throw new Error(`part at ${offset} answered ${answer.status}: ${await answer.text()}`)
    }
  })
  console.log(`${megabytes} MB in ${PART / 1024 / 1024} MB parts, one after the other, on this machine.\n`)
  console.log('| target | wall s | MB/s | vs baseline | server CPU ms per MB |')
  console.log('|---|---|---|---|---|')
  console.log(row('baseline: bare Node server reading the parts', base, base))
  console.log(row('resumable upload (tus) signed in as the admin', upload, base))
} finally {
  await stop(server)
  baseline.close()
  rmSync(work, { recursive: true, force: true })
}
