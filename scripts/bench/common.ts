// What the page and API benches share: the report's table, the visitor's headers, and starting
// and stopping servers and pages.
import type { RunningServer } from '../../tests/support/server-process'
import type { Figures } from './load'

/** An anonymous visitor who answered the cookie banner. */
export const visitorHeaders = { cookie: 'cookie-consent=%7B%7D' }
export const compressed = { 'accept-encoding': 'br, gzip' }

export const header = ['| target | req/s | p50 ms | p99 ms | errors | vs baseline | server CPU ms/req |', '|---|---|---|---|---|---|---|']
export const row = (name: string, f: Figures, base: Figures) =>
  `| ${name} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.errors} | ${(f.rps / base.rps).toFixed(2)}× | ${f.cpuMs} |`
export const baselineRow = (name: string, base: Figures) => `| ${name} | ${base.rps} | ${base.p50} | ${base.p99} | ${base.errors} | 1.00× | ${base.cpuMs} |`

export async function stop(server: RunningServer) {
  server.child.kill('SIGTERM')
  await server.exited
}

/** A page's HTML, checked to be a 200 that holds `mustContain`. */
export async function pageHtml(url: string, headers: Record<string, string>, mustContain: string) {
  const response = await fetch(url, { headers })
  const html = await response.text()
  if (response.status !== 200 || !html.includes(mustContain)) throw new Error(`${url} did not answer the expected page (${response.status})`)
  return html
}

/** The newest article's slug, read from the home page. */
export async function newestArticleSlug(base: string) {
  const home = await pageHtml(base + '/', visitorHeaders, 'Latest News')
  return /href="\/news\/([a-z0-9-]+)"/.exec(home)![1]!
}
