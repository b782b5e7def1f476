import { Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import {
  ServerRouter,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
  type RouterContextProvider,
} from 'react-router'
import { isDatabaseUnavailable } from './db/unavailable'
import { dataCacheHeaders, documentCacheHeaders } from './lib/cache-control.server'
import { logError, requestPath } from './lib/log.server'
import { NonceContext } from './lib/nonce'
import { requestInfoContext } from './lib/request-context.server'

export const streamTimeout = 5_000

/**
 * Renders the whole document, then sends it in one piece. Our loaders await their data, so
 * streaming would only split the same bytes into many small socket writes, which costs far
 * more CPU than it saves; one buffer also gets an exact Content-Length.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A page that failed because the database is out of reach is "try again", not a fault.
  if (responseStatusCode >= 500 && failedOnDatabase.has(loadContext)) {
    responseStatusCode = 503
    responseHeaders.set('Retry-After', '5')
  }
  const requestInfo = loadContext.get(requestInfoContext)
  if (documentCacheHeaders(request, responseStatusCode, responseHeaders, routerContext)) requestInfo.markPageCacheable()
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const { nonce } = requestInfo
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk)
        callback()
      },
      final(callback) {
        clearTimeout(timeoutId)
        const body = Buffer.concat(chunks)
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
        responseHeaders.set('Content-Length', String(body.length))
        resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }))
        callback()
      },
    })
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // Sent whole, so every Suspense boundary is written in place: none is held back in a hidden
        // element for a script to reveal (without JavaScript it would stay hidden).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          pipe(sink)
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          logError(`render ${requestPath(request)}`, error)
        },
      },
    )
  })
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  dataCacheHeaders(request, response.headers)
  return response
}

/** Requests (by their load context) whose loaders failed because the database did not answer. */
const failedOnDatabase = new WeakSet<object>()

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (isDatabaseUnavailable(error)) failedOnDatabase.add(context)
  if (request.signal.aborted) return
  logError(requestPath(request), error)
}
