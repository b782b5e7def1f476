import type { RequestHandler, Response } from 'express'
import { getUser } from '../app/accounts/session.server'
import { getDb } from '../app/db/client.server'
import { subscribe } from '../app/lib/bus.server'
import { logError } from '../app/lib/log.server'
import { listNotifications } from '../app/notifications/notifications.server'

export interface LiveNotificationOptions {
  /** Streams one member may hold open on this instance (tabs, devices). */
  maxPerMember: number
  /** Streams this instance holds open in all. */
  maxConnections: number
  /** A comment line this often keeps proxies from closing a quiet stream. */
  heartbeatMs?: number
  /** A stream ends after this long; the browser reconnects, and its session is read again. */
  lifetimeMs?: number
  /** The site's own address, to read the session cookie as the pages do. */
  siteUrl: string
}

type Notifications = Awaited<ReturnType<typeof listNotifications>>

/** What a member's bell shows; an event's id names its newest notification. */
const eventIdOf = (list: Notifications) => {
  const newest = list.items[0]
  return newest ? `${new Date(newest.createdAt).getTime()}.${newest.id}` : '0'
}

const refuse = (res: Response, status: number, message: string, retryAfterSeconds?: number) => {
  res.status(status).set('Cache-Control', 'no-store')
  if (retryAfterSeconds) res.set('Retry-After', String(retryAfterSeconds))
  res.json({ error: message })
}

/**
 * The bell's live updates as server-sent events (`GET /notifications/stream`): a signed-in
 * member's stream receives their 10 newest notifications and unread count whenever one
 * arrives, on whichever instance it was caused (the bus). A reconnecting browser sends the
 * `Last-Event-ID` it saw, and gets the list at once if anything arrived meanwhile. Visitors
 * get 401; past the limits per member or per instance, 429. `close` ends every stream when
 * the server stops, telling browsers to reconnect (to another instance) a second later.
 */
export function liveNotifications({ maxPerMember, maxConnections, heartbeatMs = 25_000, lifetimeMs = 5 * 60_000, siteUrl }: LiveNotificationOptions) {
  const streams = new Map<string, Set<Response>>()
  let open = 0
  let isClosing = false

  const send = (res: Response, list: Notifications) => {
    res.write(`id: ${eventIdOf(list)}\nevent: notifications\ndata: ${JSON.stringify(list)}\n\n`)
  }
  const push = async (userId: string, only?: Response) => {
    const targets = only ? [only] : [...(streams.get(userId) ?? [])]
    if (targets.length === 0) return
    const list = await listNotifications(getDb(), userId)
    for (const res of targets) if (!res.writableEnded) send(res, list)
  }
  subscribe('notification', ({ userId }) => {
    for (const id of userId ? [userId] : [...streams.keys()]) {
      if (streams.has(id)) push(id).catch((error: unknown) => logError('live notifications', error))
    }
  })

  const handler: RequestHandler = async (req, res) => {
    if (isClosing) return refuse(res, 503, 'The server is restarting. Reconnect in a moment.', 1)
    const request = new Request(new URL(req.originalUrl, siteUrl), { headers: { cookie: req.headers.cookie ?? '' } })
    const user = await getUser(request)
    if (!user) return refuse(res, 401, 'Sign in to receive notifications.')
    const own = streams.get(user.id) ?? new Set<Response>()
    if (open >= maxConnections) return refuse(res, 429, 'Too many live connections on this server. Try again shortly.', 30)
    if (own.size >= maxPerMember) return refuse(res, 429, `At most ${maxPerMember} pages can receive live notifications at once. Close another tab.`, 30)
    own.add(res)
    streams.set(user.id, own)
    open++
    res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' })
    res.write('retry: 5000\n\n')
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), heartbeatMs)
    const expiry = setTimeout(() => res.end(), lifetimeMs)
    res.once('close', () => {
      clearInterval(heartbeat)
      clearTimeout(expiry)
      own.delete(res)
      if (own.size === 0 && streams.get(user.id) === own) streams.delete(user.id)
      open--
    })
    const lastSeen = req.get('Last-Event-ID') ?? (typeof req.query.lastEventId === 'string' ? req.query.lastEventId : undefined)
    if (lastSeen === undefined) return
    const list = await listNotifications(getDb(), user.id)
    if (eventIdOf(list) !== lastSeen.slice(0, 100) && !res.writableEnded) send(res, list)
  }

  return {
    handler,
    /** Streams open on this instance, by member and in all. */
    count: () => ({ open, members: streams.size }),
    close() {
      isClosing = true
      for (const own of streams.values()) {
        for (const res of own) {
          res.write('retry: 1000\n\n')
          res.end()
        }
      }
    },
  }
}
