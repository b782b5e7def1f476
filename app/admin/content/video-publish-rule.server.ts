import { eq } from 'drizzle-orm'
import { videoStreams } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import type { Tx } from './rows.server'

/**
 * Whether the video may go live now (decision 59): it needs something to play (an upload, or
 * a file's address), and not while its stream has no ready version (a source just attached,
 * queued, transcoding or failed). A demo source (played as its file meanwhile) does not hold it
 * back.
 */
export async function assertStreamPublishable(tx: Tx, videoId: string, { newSource, hasFile }: { newSource: boolean; hasFile: boolean }) {
  const [row] = await tx.select({ status: videoStreams.status, readyVersion: videoStreams.readyVersion, sourceKey: videoStreams.sourceKey, error: videoStreams.error }).from(videoStreams).where(eq(videoStreams.videoId, videoId))
  if (!newSource && !row) {
    if (hasFile) return
    throw new AppError('invalid_input', 400, 'admin.error.videoNeedsMedia', { field: 'sourceUpload' })
  }
  if (!newSource && (row!.readyVersion || row!.sourceKey.startsWith('media:'))) return
  if (!newSource && row?.status === 'failed') {
    throw new AppError('invalid_input', 400, 'admin.error.videoTranscodeFailed', { values: { reason: row.error ?? '' }, field: 'status' })
  }
  throw new AppError('invalid_input', 400, 'admin.error.videoTranscoding', { field: 'status' })
}

/** The real duration of the video's ready stream (measured by ffprobe), which a save keeps over the typed one; null without one. */
export async function streamDuration(tx: Tx, videoId: string) {
  const [row] = await tx.select({ durationSeconds: videoStreams.durationSeconds, readyVersion: videoStreams.readyVersion }).from(videoStreams).where(eq(videoStreams.videoId, videoId))
  return row?.readyVersion ? row.durationSeconds : null
}
