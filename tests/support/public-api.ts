import { expect } from 'vitest'
import { browserUserAgent, type HttpClient } from './http-client'

/** Every call sends a browser's User-Agent, as the API tells real clients apart from bots. */
export const browser = { 'user-agent': browserUserAgent }

export interface ApiAnswer {
  status: number
  headers: Headers
  text: string
  json: () => unknown
}

/** One call of the API with a key (or none), as a client program would send it. */
export async function call(base: string, path: string, { key, headers = {}, method = 'GET' }: { key?: string; headers?: Record<string, string>; method?: string } = {}): Promise<ApiAnswer> {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { ...browser, accept: 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) }
}

export const errorShape = (code: string) => ({ error: { code, message: expect.any(String) } })

/** Creates a key on Workspace → API and reads it from the page, the one time it is shown. */
export async function createKeyThroughPage(admin: HttpClient, name: string) {
  const response = await admin.post('/workspace/api', { intent: 'create', name })
  expect(response.status, 'creating a key').toBe(200)
  const html = await response.text()
  const key = /data-testid="new-api-key"[^>]*>(lum_[A-Za-z0-9_-]+)</.exec(html)?.[1]
  expect(key, 'the new key on the page').toBeTruthy()
  return { key: key!, html }
}

/** The id of a listed key (for the page's Revoke form), found by its prefix. */
export function keyIdOf(html: string, prefix: string) {
  const row = new RegExp(`data-testid="api-key" data-prefix="${prefix}"[\\s\\S]*?name="keyId" value="([0-9a-f-]{36})"`).exec(html)
  return row?.[1]
}
