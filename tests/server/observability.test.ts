import { describe, expect, it } from 'vitest'
import { HttpClient } from '../support/http-client'
import { serverForFile } from '../support/server-process'

const token = 'metrics-token-for-tests-0123456789'
const server = serverForFile({ RATE_LIMIT_FACTOR: '1000', METRICS_TOKEN: token })

/** The JSON lines the server wrote, parsed. */
const logLines = () =>
  server.output().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>)
const accessLines = () => logLines().filter((line) => line.msg === 'request')

const metric = async (name: string) => {
  const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text()
  return Number(new RegExp(`^${name.replace(/[{}"=,/]/g, (c) => `\\${c}`)} (\\d+)`, 'm').exec(text)?.[1] ?? 0)
}

describe('logs and metrics', () => {
  it('give every request an id, carried in the answer and in one access line with its route pattern, never the query', async () => {
    const given = 'f3a1c2d4e5b6a7980123456789abcdef'
    const response = await fetch(`${server.url}/news?q=private-words&email=reader@example.com`, { headers: { 'x-request-id': given } })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-request-id')).toBe(given)
    await expect.poll(() => accessLines().find((line) => line.requestId === given)).toMatchObject({ level: 'info', method: 'GET', route: '/news', status: 200 })
    expect(typeof accessLines().find((line) => line.requestId === given)!.durationMs).toBe('number')

    const own = await fetch(`${server.url}/news`, { headers: { 'x-request-id': 'not an id; <script>' } })
    expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const secret = 'Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z'
    expect((await fetch(`${server.url}/preview/${secret}`)).status).toBe(404)
    await expect.poll(() => accessLines().some((line) => line.route === '/preview/:token')).toBe(true)
    const output = server.output()
    for (const hidden of ['private-words', 'reader@example.com', secret]) expect(output).not.toContain(hidden)
  })

  it('never log a sign-in’s address or password', async () => {
    const client = new HttpClient(server.url)
    await client.post('/login', { email: 'nobody-here@example.com', password: 'Wrong!Password42' })
    await expect.poll(() => accessLines().some((line) => line.route === '/login' && line.method === 'POST')).toBe(true)
    expect(server.output()).not.toContain('nobody-here@example.com')
    expect(server.output()).not.toContain('Wrong!Password42')
  })

  it('/metrics refuses without its token and counts requests by route pattern', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401)
    expect((await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer wrong-token-of-the-same-len' } })).status).toBe(401)
    const counter = 'lumen_http_requests_total{method="GET",route="/education",status="200"}'
    const before = await metric(counter)
    for (let n = 0; n < 3; n++) expect((await fetch(`${server.url}/education`)).status).toBe(200)
    await expect.poll(() => metric(counter)).toBe(before + 3)
    const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text()
    for (const name of ['lumen_http_request_duration_seconds_bucket', 'lumen_page_cache_total', 'lumen_live_streams', 'lumen_jobs', 'lumen_emails_last_day', 'process_cpu_seconds_total']) expect(text).toContain(name)
    // The repeated /education pages were answered from the page cache.
    expect(await metric('lumen_page_cache_total{outcome="hit"}')).toBeGreaterThan(0)
  })
})
