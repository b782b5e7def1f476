import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

const current = new AsyncLocalStorage<string>()

/** A proxy's request id is kept when it looks like one (nginx's `$request_id`: 32 hex digits). */
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/

/** The id of a request: the proxy's `X-Request-Id`, or a new one. */
export const requestIdFrom = (header: string | undefined) => (header && REQUEST_ID.test(header) ? header : randomUUID())

/** Runs the rest of a request with its id, which every log line written meanwhile carries. */
export const withRequestId = <T>(id: string, run: () => T) => current.run(id, run)

/** The id of the request being handled, if any. */
export const currentRequestId = () => current.getStore()
