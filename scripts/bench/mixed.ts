// The bench's overload test: many connections at once asking for a mix of what readers ask for
// (copies of anonymous pages, searches, pages rendered for signed-in members). Each answer's
// latency is kept by status, so the report tells the latency of the admitted requests apart
// from the share refused at once with 503 (admission control, server/admission.ts).
import http from 'node:http'
import { duration } from './load'

export interface MixedTarget {
  path: string
  headers: Record<string, string>
  /** How often this target is asked for, against the others. */
  weight: number
}

export interface MixedFigures {
  connections: number
  rps: number
  admitted: number
  refused: number
  /** Requests with no answer within the client's time limit (2 s, as wrk's), or a broken connection. */
  failed: number
  /** Answers with another error status, by status. */
  otherStatuses: Record<string, number>
  p50: number
  p95: number
  p99: number
  /** CPU of this load generator, as a share of one core: it must stay well under 1 to measure the server. */
  clientCore: number
}

const clientTimeoutMs = 2_000

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!)

/**
 * `connections` clients, each asking for one target after another (picked by weight) over a
 * kept-alive connection for `seconds`: the latency of every admitted (non-503) answer, the
 * number refused and the number that failed or timed out.
 */
export async function mixedLoad(base: string, targets: MixedTarget[], { connections = 200, seconds = duration } = {}): Promise<MixedFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const totalWeight = targets.reduce((sum, target) => sum + target.weight, 0)
  const pick = () => {
    let roll = Math.random() * totalWeight
    for (const target of targets) if ((roll -= target.weight) < 0) return target
    return targets.at(-1)!
  }
  const url = new URL(base)
  const latencies: number[] = []
  let refused = 0
  let failed = 0
  const otherStatuses: Record<string, number> = {}
  const ask = (target: MixedTarget) =>
    new Promise<void>((resolve) => {
      const started = performance.now()
      const request = http.get({ agent, host: url.hostname, port: url.port, path: target.path, headers: target.headers, timeout: clientTimeoutMs }, (response) => {
        response.resume()
        response.once('end', () => {
          if (response.statusCode === 503) refused++
          else if (response.statusCode! >= 400) otherStatuses[response.statusCode!] = (otherStatuses[response.statusCode!] ?? 0) + 1
          else latencies.push(performance.now() - started)
          resolve()
        })
        response.once('error', () => {
          failed++
          resolve()
        })
      })
      request.once('timeout', () => request.destroy(new Error('timeout')))
      request.once('error', () => {
        failed++
        resolve()
      })
    })
  const cpuBefore = process.cpuUsage()
  const startedAt = performance.now()
  const deadline = startedAt + seconds * 1000
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await ask(pick())
    }),
  )
  const elapsed = (performance.now() - startedAt) / 1000
  const cpu = process.cpuUsage(cpuBefore)
  agent.destroy()
  const sorted = latencies.sort((a, b) => a - b)
  const round = (ms: number) => Math.round(ms)
  return {
    connections,
    rps: Math.round((sorted.length + refused + failed + Object.values(otherStatuses).reduce((sum, n) => sum + n, 0)) / elapsed),
    admitted: sorted.length,
    refused,
    failed,
    otherStatuses,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    clientCore: +((cpu.user + cpu.system) / 1e6 / elapsed).toFixed(2),
  }
}

export const mixedHeader = ['| mixed load | req/s | admitted | refused (503) | timed out or broken | other errors | admitted p50 / p95 / p99 ms | server CPU ms/req | load generator CPU |', '|---|---|---|---|---|---|---|---|---|']

export const mixedRow = (name: string, f: MixedFigures, cpuMs: number) => {
  const others = Object.entries(f.otherStatuses)
  const total = f.admitted + f.refused + f.failed + others.reduce((sum, [, n]) => sum + n, 0)
  const share = (n: number) => `${n} (${((n / Math.max(1, total)) * 100).toFixed(1)}%)`
  const otherText = others.length ? others.map(([status, n]) => `${status}: ${n}`).join(', ') : 'none'
  return `| ${name} | ${f.rps} | ${f.admitted} | ${share(f.refused)} | ${share(f.failed)} | ${otherText} | ${f.p50} / ${f.p95} / ${f.p99} | ${cpuMs.toFixed(2)} | ${Math.round(f.clientCore * 100)}% of a core |`
}
