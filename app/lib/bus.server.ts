import { EventEmitter } from 'node:events'
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import type { Db, DbHandle } from '../db/client.server'
import { logError } from './log.server'

/**
 * The one cross-instance bus (decision 41): what one instance says that every instance must
 * hear. On PostgreSQL it is `LISTEN/NOTIFY` on one channel (a message sent inside a
 * transaction is delivered when it commits, and never if it rolls back); on the embedded
 * database, which one process holds alone, it is an in-process emitter. Messages are small
 * (PostgreSQL caps a payload at 8000 bytes): they name what changed, and each instance reads
 * the rest itself.
 */
export type BusMessage =
  /** Shared page copies are stale: every instance empties its page cache. */
  | { topic: 'page-cache.purge' }
  /** The site's settings changed: every instance forgets its copy. */
  | { topic: 'settings.changed' }
  /** A member has a new notification (`userId`), or every member may have (`userId: null`, an announcement). */
  | { topic: 'notification'; userId: string | null }

export type BusTopic = BusMessage['topic']
type Handler<T extends BusTopic> = (message: Extract<BusMessage, { topic: T }>) => void

/** This process, as the messages it sends name it. */
export const instanceId = randomUUID()

const local = new EventEmitter()
local.setMaxListeners(100)

interface Transport {
  send: (payload: string, via?: Pick<Db, 'execute'>) => Promise<void>
  close: () => Promise<void>
}

let transport: Transport | null = null

/** The channel of a database (a schema of its own in tests gets a channel of its own). */
export const busChannel = (schema?: string) => `lumen_bus${schema ? `_${schema}` : ''}`

function deliver(payload: string) {
  let message: BusMessage & { from?: string }
  try {
    message = JSON.parse(payload) as BusMessage & { from?: string }
  } catch {
    return
  }
  local.emit(message.topic, message)
}

/**
 * Listens on PostgreSQL with a connection of its own, reconnecting after a loss (with a
 * page-cache purge, since messages sent meanwhile were missed). On the embedded database,
 * messages go straight to this process's subscribers.
 */
export async function startBus(handle: DbHandle) {
  await stopBus()
  if (handle.kind === 'pglite') {
    transport = { send: async (payload) => void queueMicrotask(() => deliver(payload)), close: async () => {} }
    return
  }
  const channel = busChannel(handle.schema)
  let client: pg.Client | null = null
  let isClosed = false
  let retryMs = 250
  let timer: NodeJS.Timeout | undefined
  const connect = async () => {
    const next = new pg.Client({ connectionString: handle.url, keepAlive: true })
    next.on('notification', (notice) => {
      if (notice.channel === channel && notice.payload) deliver(notice.payload)
    })
    next.on('error', (error) => {
      logError('bus', error)
      lost(next)
    })
    next.on('end', () => lost(next))
    await next.connect()
    await next.query(`LISTEN "${channel}"`)
    if (isClosed) return void next.end().catch(() => undefined)
    client = next
    retryMs = 250
  }
  const lost = (which: pg.Client) => {
    if (client !== which || isClosed) return
    client = null
    retry()
  }
  const retry = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      connect()
        // Whatever was said while nobody listened is lost: copies this instance holds may be stale.
        .then(() => local.emit('page-cache.purge', { topic: 'page-cache.purge' }))
        .catch((error: unknown) => {
          logError('bus', error)
          retryMs = Math.min(retryMs * 2, 10_000)
          retry()
        })
    }, retryMs)
    timer.unref()
  }
  await connect()
  transport = {
    send: async (payload, via = handle.db) => {
      await via.execute(sql`select pg_notify(${channel}, ${payload})`)
    },
    close: async () => {
      isClosed = true
      clearTimeout(timer)
      const open = client
      client = null
      await open?.end().catch(() => undefined)
    },
  }
}

export async function stopBus() {
  const open = transport
  transport = null
  await open?.close()
}

/**
 * Says something to every instance, this one included. Sent through `via` (a transaction),
 * PostgreSQL delivers it when that commits. Before the bus starts (a script, a domain test),
 * only this process hears it. A failure to send is logged, never thrown: what the bus carries
 * is never worth failing the request that caused it.
 */
export async function publish(message: BusMessage, via?: Pick<Db, 'execute'>) {
  const payload = JSON.stringify({ ...message, from: instanceId })
  if (!transport) return void queueMicrotask(() => deliver(payload))
  try {
    await transport.send(payload, via)
  } catch (error) {
    logError(`bus ${message.topic}`, error)
  }
}

/** Hears every message of a topic, from any instance; gives the function that stops hearing. */
export function subscribe<T extends BusTopic>(topic: T, handler: Handler<T>) {
  const listener = (message: Extract<BusMessage, { topic: T }>) => {
    try {
      handler(message)
    } catch (error) {
      logError(`bus ${topic}`, error)
    }
  }
  local.on(topic, listener)
  return () => void local.off(topic, listener)
}
