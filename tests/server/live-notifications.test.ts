import { describe, expect, it } from 'vitest'
import { openEventStream } from '../support/event-stream'
import { demoClientsForFile } from '../support/http-client'
import { serverForFile } from '../support/server-process'

const server = serverForFile({ RATE_LIMIT_FACTOR: '1000', LIVE_MAX_PER_MEMBER: '2' })
const { visitor, member, admin } = demoClientsForFile(server, ['member', 'admin'])
const stream = () => `${server.url}/notifications/stream`

const announce = async (title: string) => {
  const sent = await admin.post('/admin/notifications', { audience: 'all', title, message: `${title}: details inside.`, link: '' })
  expect(sent.status).toBe(302)
}
/** A member's stream once the server has let go of the ones they closed (it notices a closed connection a moment later). */
const openWhenFree = async () => {
  const deadline = Date.now() + 10_000
  for (;;) {
    const live = await openEventStream(member, stream())
    if (live.response.status !== 429 || Date.now() > deadline) return live
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
const listOf = (data: string) => JSON.parse(data) as { items: { title: string }[]; unreadCount: number }

describe('live notifications (server-sent events)', () => {
  it('refuse visitors', async () => {
    const refused = await openEventStream(visitor, stream())
    expect(refused.response.status).toBe(401)
    expect(refused.response.headers.get('cache-control')).toBe('no-store')
  })

  it('bring a member’s bell what arrives, and on reconnecting with Last-Event-ID what was missed', async () => {
    const live = await openEventStream(member, stream())
    expect(live.response.status).toBe(200)
    expect(live.response.headers.get('content-type')).toContain('text/event-stream')
    expect(await live.next(300), 'nothing is sent before something arrives').toBeNull()
    await announce(`Live one ${Date.now()}`)
    const first = await live.next()
    expect(first?.event).toBe('notifications')
    expect(listOf(first!.data).items[0]!.title).toMatch(/^Live one/)
    expect(listOf(first!.data).unreadCount).toBeGreaterThan(0)
    live.close()

    // Away for a while: the next announcement is missed, then given at once on reconnecting.
    const missed = `Missed one ${Date.now()}`
    await announce(missed)
    const back = await openEventStream(member, stream(), { lastEventId: first!.id! })
    const replayed = await back.next(2_000)
    expect(listOf(replayed!.data).items[0]!.title).toBe(missed)
    back.close()
    // Up to date: nothing to replay.
    const current = await openEventStream(member, stream(), { lastEventId: replayed!.id! })
    expect(await current.next(500)).toBeNull()
    current.close()
  })

  it('answer 429 past the streams one member may hold', async () => {
    const tabs = [await openEventStream(member, stream()), await openEventStream(member, stream())]
    expect(tabs.map((tab) => tab.response.status)).toEqual([200, 200])
    const third = await openEventStream(member, stream())
    expect(third.response.status).toBe(429)
    expect(third.response.headers.get('retry-after')).toBe('30')
    tabs[0]!.close()
    const again = await openWhenFree()
    expect(again.response.status).toBe(200)
    again.close()
    tabs[1]!.close()
  })

  it('end cleanly when the server stops', async () => {
    const live = await openWhenFree()
    expect(live.response.status).toBe(200)
    server.child.kill('SIGTERM')
    expect(await live.ends(8_000)).toBe(true)
    expect(await server.exited).toBe(0)
  })
})
