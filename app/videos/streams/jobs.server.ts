import { getDb } from '../../db/client.server'
import type { JobDefinition } from '../../jobs/queue.server'
import { cleanUpSourceUploads } from '../uploads/source-uploads.server'
import { TRANSCODE_JOB, transcodeVideoStream } from './video-streams.server'

/**
 * Uploaded videos are transcoded one at a time per instance (ffmpeg uses every core it gets),
 * retried twice; every hour, resumable uploads no video was saved with for three days go.
 */
export const videoStreamJobs: JobDefinition<never>[] = [
  {
    name: TRANSCODE_JOB,
    retryLimit: 2,
    retryDelaySeconds: 60,
    concurrency: 1,
    run: (data: { videoId: string; version: string }) => transcodeVideoStream(getDb(), data),
  } satisfies JobDefinition<{ videoId: string; version: string }>,
  { name: 'video-uploads-clean-up', cron: '41 * * * *', retryLimit: 1, run: () => cleanUpSourceUploads() } satisfies JobDefinition,
] as JobDefinition<never>[]
