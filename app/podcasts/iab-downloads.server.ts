import { and, eq, lt, sql, type SQLWrapper } from 'drizzle-orm'
import { isbot } from 'isbot'
import type { Db } from '../db/client.server'
import { episodeDownloadDays, episodeDownloadProgress, podcasts } from '../db/schema'
import { utcDay } from '../lib/dates'
import { sign } from '../lib/signer.server'

const DAY = 86_400_000

/**
 * The bytes a listener must fetch for a download to count (IAB podcast measurement): one
 * minute of audio at the file's average rate, or the whole file when it is shorter.
 */
export function bytesForDownload(fileBytes: number, durationSeconds: number) {
  if (durationSeconds <= 60 || fileBytes <= 0) return fileBytes
  return Math.ceil((fileBytes * 60) / durationSeconds)
}

// Podcast players name themselves in ways general bot lists take for crawlers; they are listeners.
const podcastPlayers = /antennapod|pocket ?casts|overcast|podcasts\/|apple ?podcasts|applecoremedia|itunes|spotify|castbox|podcast ?addict|castro|player ?fm|podbean|podcast ?republic|gpodder|breaker|fountain|podverse/i

/** Whether an audio request comes from a crawler or other bot rather than a listener's player or browser. */
export const isBotListener = (userAgent: string) => !userAgent || (isbot(userAgent) && !podcastPlayers.test(userAgent))

/** A listener for one UTC day: a keyed hash of address and browser, unrelated from one day to the next. */
export const listenerHashOf = (clientIp: string, userAgent: string, day: string) => sign('episode-listener', `${day}|${clientIp}|${userAgent}`, 22)

/**
 * Notes the bytes one request fetched of an episode's audio (`end` is the last byte, inclusive)
 * and counts the listener's download the first time that day their bytes reach a minute of
 * audio. Players fetch in ranges and seek; the highest byte reached from the start stands for
 * what was fetched. Returns whether this request counted a download.
 */
export async function recordEpisodeBytes(
  db: Db,
  { episodeId, start, end, fileBytes, clientIp, userAgent, now = new Date() }: { episodeId: string; start: number; end: number; fileBytes: number; clientIp: string; userAgent: string; now?: Date },
) {
  const day = utcDay(now)
  const [episode] = await db.select({ durationSeconds: podcasts.durationSeconds }).from(podcasts).where(eq(podcasts.id, episodeId))
  if (!episode) return false
  const needed = bytesForDownload(fileBytes, episode.durationSeconds)
  const listenerHash = listenerHashOf(clientIp, userAgent, day)
  return db.transaction(async (tx) => {
    const [progress] = await tx
      .insert(episodeDownloadProgress)
      .values({ episodeId, day, listenerHash, bytesReached: start === 0 ? end + 1 : 0 })
      .onConflictDoUpdate({
        target: [episodeDownloadProgress.episodeId, episodeDownloadProgress.day, episodeDownloadProgress.listenerHash],
        // A range that continues (or overlaps) what was fetched extends it; a jump ahead does not.
        set: { bytesReached: sql`case when ${start} <= ${episodeDownloadProgress.bytesReached} then greatest(${episodeDownloadProgress.bytesReached}, ${end + 1}) else ${episodeDownloadProgress.bytesReached} end` },
      })
      .returning({ bytesReached: episodeDownloadProgress.bytesReached, countedAt: episodeDownloadProgress.countedAt })
    if (!progress || progress.countedAt || progress.bytesReached < needed) return false
    const counted = await tx
      .update(episodeDownloadProgress)
      .set({ countedAt: now })
      .where(and(eq(episodeDownloadProgress.episodeId, episodeId), eq(episodeDownloadProgress.day, day), eq(episodeDownloadProgress.listenerHash, listenerHash), sql`${episodeDownloadProgress.countedAt} is null`))
      .returning({ day: episodeDownloadProgress.day })
    if (counted.length === 0) return false
    await tx
      .insert(episodeDownloadDays)
      .values({ episodeId, day, downloads: 1 })
      .onConflictDoUpdate({ target: [episodeDownloadDays.episodeId, episodeDownloadDays.day], set: { downloads: sql`${episodeDownloadDays.downloads} + 1` } })
    return true
  })
}

/** Progress rows are needed only on their day: they go after two days (the daily totals stay). */
export async function pruneDownloadProgress(db: Db, now = new Date()) {
  await db.delete(episodeDownloadProgress).where(lt(episodeDownloadProgress.day, utcDay(new Date(now.getTime() - 2 * DAY))))
}

/** An episode's IAB downloads from the UTC day `since` on, beside any select (episodes' ids or a single id). */
export const downloadsSinceSql = (episodeId: SQLWrapper | string, since: SQLWrapper | string) =>
  sql<number>`(select coalesce(sum(d.downloads), 0) from ${episodeDownloadDays} d where d.episode_id = ${episodeId} and d.day >= ${since}::date)`.mapWith(Number)

/** An episode's IAB downloads from `since` (a UTC day) on. */
export async function downloadsSince(db: Db, episodeId: string, since: string) {
  const result = (await db.execute(sql`select ${downloadsSinceSql(sql`${episodeId}::uuid`, since)} as downloads`)) as unknown as { rows: { downloads: string | number }[] }
  return Number(result.rows[0]?.downloads ?? 0)
}
