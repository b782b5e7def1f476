import type { Server, ServerResponse } from 'node:http'
import net, { type Socket } from 'node:net'
import type { RequestHandler } from 'express'

export interface GracefulStopOptions {
  /** How long to keep serving (and accepting) after the signal while readiness answers 503. */
  drainMs: number
  /** Then, how long requests in flight may take before every connection is closed. */
  graceMs: number
  /** After the listener closed, a connection idle this long is closed. */
  idleMs?: number
  stopServices: () => Promise<void>
  /** Ends what never finishes by itself (live streams) as the server stops listening. */
  endStreams?: () => void
  log?: (line: string) => void
  exit?: (code: number) => void
}

interface Connection {
  responses: Set<ServerResponse>
  idleSince: number
}

/**
 * Stops the server without resetting a connection it accepted (decision 4). Draining: it
 * keeps serving and accepting, keep-alive included, and `/readyz` answers 503. Closing: it
 * stops listening (clients then get "connection refused", which they may always retry);
 * every further response says `Connection: close`, and the connection ends after it; a
 * connection with no request for `idleMs` is closed. When none is left, the services stop.
 */
export function gracefulStop(listener: Server, options: GracefulStopOptions) {
  const { drainMs, graceMs, idleMs = 1000, stopServices, endStreams, log = console.log, exit = process.exit } = options
  let phase: 'serving' | 'draining' | 'closing' = 'serving'
  const connections = new Map<Socket, Connection>()

  listener.on('connection', (socket: Socket) => {
    connections.set(socket, { responses: new Set(), idleSince: Date.now() })
    socket.once('close', () => connections.delete(socket))
  })
  listener.on('request', (req, res: ServerResponse) => {
    const connection = connections.get(req.socket)
    if (!connection) return
    connection.responses.add(res)
    res.once('close', () => {
      connection.responses.delete(res)
      connection.idleSince = Date.now()
    })
  })

  const closeIdle = () => {
    for (const [socket, connection] of connections) {
      if (connection.responses.size === 0 && Date.now() - connection.idleSince >= idleMs) socket.destroy()
    }
  }

  const middleware: RequestHandler = (req, res, next) => {
    if (phase === 'serving') return next()
    if (phase === 'closing') res.setHeader('Connection', 'close')
    if (req.path === '/readyz') return res.status(503).set('Cache-Control', 'no-store').json({ status: 'stopping' })
    next()
  }

  function close() {
    phase = 'closing'
    endStreams?.()
    for (const connection of connections.values()) {
      for (const res of connection.responses) if (!res.headersSent) res.setHeader('Connection', 'close')
    }
    // net.Server#close only stops listening; http.Server#close would also drop connections
    // that look idle while their request is still unread.
    net.Server.prototype.close.call(listener, async () => {
      await stopServices()
      log('Stopped.')
      exit(0)
    })
    // Checked after a poll phase, so a request that has just arrived has been read.
    const sweep = setInterval(() => setImmediate(closeIdle), Math.min(idleMs, 250))
    listener.once('close', () => clearInterval(sweep))
  }

  function stop(signal: string) {
    if (phase !== 'serving') return
    phase = 'draining'
    log(`${signal} received: finishing in-flight requests.`)
    setTimeout(close, drainMs)
    setTimeout(() => listener.closeAllConnections(), drainMs + graceMs).unref()
  }

  return { middleware, stop, isClosing: () => phase === 'closing' }
}
