import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { videoStreams, type VideoStreamStatus } from '../../db/schema'

/** What the video editor shows of its stream: the version being made and the one readers get. */
export interface StreamStatusView {
  videoId: string
  /** `none`: no source was ever uploaded; otherwise the latest version's state. */
  status: VideoStreamStatus | 'none'
  progress: number
  error: string | null
  attempts: number
  /** Heights of the renditions readers get now (the last ready version), tallest first. */
  renditions: number[]
  durationSeconds: number | null
  /** Readers get a version (an earlier one while a newer upload is transcoded). */
  hasReadyVersion: boolean
}

export async function streamStatusOf(db: Db, videoId: string): Promise<StreamStatusView> {
  const [row] = await db.select().from(videoStreams).where(eq(videoStreams.videoId, videoId))
  if (!row) return { videoId, status: 'none', progress: 0, error: null, attempts: 0, renditions: [], durationSeconds: null, hasReadyVersion: false }
  return {
    videoId,
    status: row.status,
    progress: row.progress,
    error: row.error,
    attempts: row.attempts,
    renditions: row.readyVersion ? row.renditions.map((rendition) => rendition.height) : [],
    durationSeconds: row.readyVersion ? row.durationSeconds : null,
    hasReadyVersion: row.readyVersion !== null,
  }
}
