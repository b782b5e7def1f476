import { getConfig } from '../config.server'
import { getDb } from '../db/client.server'
import { jsonErrorBody } from '../lib/json-error'
import { checkApiKeyFrom } from './keys.server'
import { parameterField, type ReferenceOperation } from './reference'

/** What the reference page shows of one answer of the API. */
export interface TryAnswer {
  /** The request as sent, with the key shortened: `GET /api/v1/articles?limit=2`. */
  request: string
  status: number
  /** The headers a client reads: content type, ETag, the quota's and Retry-After. */
  headers: { name: string; value: string }[]
  /** The body, indented when it is JSON, and cut when it is very long. */
  body: string
  isCut: boolean
}

const shownHeaders = [
  'Content-Type',
  'ETag',
  'Cache-Control',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Retry-After',
]
const BODY_LIMIT = 60_000

/**
 * This server's own address for a request to itself: its port on the loopback interface when
 * it listens on every interface, else the address it listens on.
 */
function ownOrigin() {
  const { HOST, PORT } = getConfig()
  const host = HOST === '0.0.0.0' ? '127.0.0.1' : HOST === '::' ? '::1' : HOST
  return `http://${host.includes(':') ? `[${host}]` : host}:${PORT}`
}

export type TryOutcome =
  | { ok: true; answer: TryAnswer }
  | { ok: false; errors: Record<string, string> }

/** The API's own refusal of a key, as the page shows an answer: its status, headers and JSON error. */
function keyRefusal(request: string, refusal: { status: number; code: string; message: string; retryAfterSeconds?: number }): TryAnswer {
  const headers = [
    { name: 'Content-Type', value: 'application/json; charset=utf-8' },
    { name: 'Cache-Control', value: 'no-store' },
    ...(refusal.retryAfterSeconds === undefined ? [] : [{ name: 'Retry-After', value: String(refusal.retryAfterSeconds) }]),
  ]
  return { request, status: refusal.status, headers, body: JSON.stringify(jsonErrorBody(refusal.code, refusal.message), null, 2), isCut: false }
}

/**
 * Sends one request of the reference page's "Try it" form to /api/v1 on this very server,
 * with the visitor's key, and returns the answer as the API gave it (a refusal included): the
 * request goes through the real key check, burst limit and quota. The key is used for this one
 * request and kept nowhere.
 *
 * The forwarded request comes from this server's own address, so the key is checked first with
 * the visitor's (`clientIp`): a wrong key counts against whoever typed it, and only a valid one
 * is forwarded. Otherwise wrong keys typed by anyone would add up against the server's address
 * and, past the API's wrong-key limit, refuse "Try it" to every visitor.
 */
export async function tryOperation(
  operation: ReferenceOperation,
  {
    key,
    values,
    clientIp,
    messages,
  }: { key: string; values: Record<string, string>; clientIp: string; messages: { required: (name: string) => string; unreachable: string } },
): Promise<TryOutcome> {
  const errors: Record<string, string> = {}
  let path = operation.path
  const query = new URLSearchParams()
  for (const parameter of operation.parameters) {
    const value = (values[parameterField(parameter)] ?? '').trim()
    if (parameter.in === 'path') {
      if (!value) errors[parameterField(parameter)] = messages.required(parameter.name)
      else path = path.replace(`{${parameter.name}}`, encodeURIComponent(value))
    } else if (parameter.in === 'query' && value) {
      query.set(parameter.name, value)
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const address = `/api/v1${path}${query.size > 0 ? `?${query}` : ''}`
  const request = `${operation.method} ${address}`
  const checked = await checkApiKeyFrom(getDb(), key, clientIp)
  if (!checked.ok) return { ok: true, answer: keyRefusal(request, checked) }
  try {
    const response = await fetch(`${ownOrigin()}${address}`, {
      headers: { authorization: `Bearer ${key}`, accept: 'application/json', 'user-agent': 'Lumen API reference (Try it)' },
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    })
    const raw = await response.text()
    let body = raw
    try {
      body = JSON.stringify(JSON.parse(raw), null, 2)
    } catch {
      // Not JSON (an empty 304, say): shown as it came.
    }
    return {
      ok: true,
      answer: {
        request,
        status: response.status,
        headers: shownHeaders.flatMap((name) => {
          const value = response.headers.get(name)
          return value === null ? [] : [{ name, value }]
        }),
        body: body.length > BODY_LIMIT ? body.slice(0, BODY_LIMIT) : body,
        isCut: body.length > BODY_LIMIT,
      },
    }
  } catch {
    return { ok: false, errors: { form: messages.unreachable } }
  }
}
