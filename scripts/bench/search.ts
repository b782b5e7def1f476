// Search latency over 100,000 synthetic articles: GET /api/search through the production
// server, one request at a time and with 10 concurrent connections.
import path from 'node:path'
import { startServer } from '../../tests/support/server-process'
import { BENCH_PGLITE_DIR, prepareSearchDatabase } from './synthetic-articles'

/** Exact words, prefixes, typos and several words: what people type into the overlay. */
export const searchQueries = [
  ...['machine learning', 'robotics', 'transformers', 'healthcare', 'marketing automation'],
  ...['Nvidia', 'fraud', 'vector databases', 'pharma', 'sentiment analysis'],
  ...['transf', 'robo', 'mach', 'predict', 'genera', 'cyber', 'reinforce', 'quant'],
  ...['machne lerning', 'robtics', 'transformrs', 'helthcare', 'analitics'],
  ...['markting automation', 'nueral networks', 'reinforcment'],
  ...['unilever pharma', 'deep learning retail', 'AI agents for finance', 'how marketers use generative AI'],
  ...['speech recognition startups', 'computer vision logistics', 'zzyzx quokka'],
]

const sequentialRounds = Number(process.env.BENCH_SEARCH_ROUNDS ?? 10)
const concurrency = 10

export interface LatencyFigures {
  requests: number
  rps: number
  p50: number
  p95: number
  p99: number
  errors: number
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

export function summarize(latencies: number[], errors: number, elapsedMs: number): LatencyFigures {
  const sorted = [...latencies].sort((a, b) => a - b)
  const round = (ms: number) => +ms.toFixed(1)
  return {
    requests: latencies.length,
    rps: Math.round((latencies.length / elapsedMs) * 1000),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    errors,
  }
}

/** `connections` clients, each sending its share of `rounds` passes over the query mix in turn. */
async function load(base: string, rounds: number, connections: number) {
  const paths = Array.from({ length: rounds * searchQueries.length }, (_, i) =>
    `/api/search?q=${encodeURIComponent(searchQueries[i % searchQueries.length]!)}`,
  )
  const latencies: number[] = []
  let errors = 0
  let next = 0
  const started = performance.now()
  const client = async () => {
    while (next < paths.length) {
      const url = base + paths[next++]!
      const t0 = performance.now()
      const response = await fetch(url)
      const body = (await response.json().catch(() => null)) as { groups?: unknown } | null
      latencies.push(performance.now() - t0)
      if (!response.ok || !Array.isArray(body?.groups)) errors++
    }
  }
  await Promise.all(Array.from({ length: connections }, client))
  return summarize(latencies, errors, performance.now() - started)
}

const row = (name: string, f: LatencyFigures) =>
  `| ${name} | ${f.requests} | ${f.rps} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.errors} |`

/** Fills (once) and measures one engine; returns a Markdown section. */
async function benchEngine(label: string, target: { kind: 'postgres'; serverUrl: string } | { kind: 'pglite' }) {
  const prepared = await prepareSearchDatabase(target)
  const env: Record<string, string> = prepared.url
    ? { DATABASE_URL: prepared.url, SEED_DEMO_CONTENT: 'never' }
    : { PGLITE_DATA_DIR: path.resolve(BENCH_PGLITE_DIR), SEED_DEMO_CONTENT: 'never' }
  const server = await startServer(env)
  try {
    const check = await fetch(`${server.url}/api/search?q=robotics`)
    if (!check.headers.get('Content-Type')?.includes('json')) throw new Error(`/api/search answered ${check.status}`)
    await load(server.url, 2, 1) // warm-up: plans, caches, JIT
    const sequential = await load(server.url, sequentialRounds, 1)
    const concurrent = await load(server.url, sequentialRounds * 3, concurrency)
    return [
      `### Search over ${prepared.rows.toLocaleString('en')} articles — ${label}`,
      '',
      `GET /api/search?q=… over a mix of ${searchQueries.length} queries (exact, prefix, typo, multi-word)`,
      '',
      '| mode | requests | req/s | p50 ms | p95 ms | p99 ms | errors |',
      '|---|---|---|---|---|---|---|',
      row('1 connection', sequential),
      row(`${concurrency} connections`, concurrent),
    ].join('\n')
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
  }
}

/** The search sections of the bench: PGlite always, PostgreSQL when a server URL is given. */
export async function benchSearch(postgresUrl?: string) {
  const sections = [await benchEngine('Embedded PGlite', { kind: 'pglite' })]
  if (postgresUrl) sections.push(await benchEngine('PostgreSQL', { kind: 'postgres', serverUrl: postgresUrl }))
  return sections
}
