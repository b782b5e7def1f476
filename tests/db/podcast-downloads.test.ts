import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { episodeDownloadProgress, podcasts } from '../../app/db/schema'
import { insertRow, uniqueSuffix } from '../../app/db/seed/factories'
import { bytesForDownload, downloadsSince, isBotListener, pruneDownloadProgress, recordEpisodeBytes } from '../../app/podcasts/iab-downloads.server'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()

/** A 10-minute episode of 6,000,000 bytes: a minute is 600,000 bytes. */
async function episode(durationSeconds = 600) {
  const slug = `iab-${uniqueSuffix()}`
  return insertRow(db, podcasts, { slug, title: `Episode ${slug}`, description: 'About measurement.', host: 'Host', category: 'Interviews', durationSeconds, status: 'published', publishedAt: new Date() })
}

const listener = { clientIp: '203.0.113.7', userAgent: 'Overcast/3.0 (+http://overcast.fm/; iOS podcast app)' }
const at = (iso: string) => new Date(iso)

describe('IAB podcast downloads', () => {
  it('take podcast players for listeners and crawlers for bots', () => {
    for (const player of ['AntennaPod/3.4.0', 'Pocket Casts', 'Overcast/3.0 (+http://overcast.fm/; iOS podcast app)', 'Podcasts/1650.20 CFNetwork/1333.0.4 Darwin/21.5.0', 'Spotify/8.9.10 iOS/17.1', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0 Safari/537.36']) {
      expect(isBotListener(player), player).toBe(false)
    }
    for (const bot of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'curl/8.5.0', '']) expect(isBotListener(bot), bot).toBe(true)
  })

  it('need a minute of audio, or the whole file when it is shorter', () => {
    expect(bytesForDownload(6_000_000, 600)).toBe(600_000)
    expect(bytesForDownload(400_000, 45)).toBe(400_000)
    expect(bytesForDownload(0, 600)).toBe(0)
  })

  it('count one download per listener and day once their ranges from the start reach a minute, whatever the player fetches after', async () => {
    const { id } = await episode()
    const fetch = (start: number, end: number, when = '2033-05-02T10:00:00Z', who = listener) =>
      recordEpisodeBytes(db, { episodeId: id, start, end, fileBytes: 6_000_000, ...who, now: at(when) })
    expect(await fetch(0, 1)).toBe(false) // the player's probe: two bytes
    expect(await fetch(3_000_000, 3_999_999)).toBe(false) // a jump ahead is not a minute listened from the start
    expect(await fetch(0, 299_999)).toBe(false)
    expect(await fetch(300_000, 599_999)).toBe(true) // the minute is reached
    expect(await fetch(600_000, 5_999_999)).toBe(false) // the same listener, the same day: already counted
    expect(await fetch(0, 5_999_999, '2033-05-02T22:00:00Z', { ...listener, userAgent: 'AntennaPod/3.4' })).toBe(true) // another browser
    expect(await fetch(0, 5_999_999, '2033-05-03T08:00:00Z')).toBe(true) // the next day
    expect(await downloadsSince(db, id, '2033-05-01')).toBe(3)
    expect(await downloadsSince(db, id, '2033-05-03')).toBe(1)
  })

  it('count one download when two requests of the same listener race past the minute together', async () => {
    const { id } = await episode()
    const both = await Promise.all([0, 1].map(() => recordEpisodeBytes(db, { episodeId: id, start: 0, end: 5_999_999, fileBytes: 6_000_000, ...listener, now: at('2033-05-04T10:00:00Z') })))
    expect(both.filter(Boolean)).toHaveLength(1)
    expect(await downloadsSince(db, id, '2033-05-04')).toBe(1)
  })

  it('keep no listener progress past two days, only the daily totals', async () => {
    const { id } = await episode()
    await recordEpisodeBytes(db, { episodeId: id, start: 0, end: 5_999_999, fileBytes: 6_000_000, ...listener, now: at('2033-05-05T10:00:00Z') })
    await pruneDownloadProgress(db, at('2033-05-08T00:00:00Z'))
    expect(await db.select().from(episodeDownloadProgress).where(eq(episodeDownloadProgress.episodeId, id))).toEqual([])
    expect(await downloadsSince(db, id, '2033-05-01')).toBe(1)
  })
})
