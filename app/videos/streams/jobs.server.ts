import { getDb } from '../../db/client.server'
import type { JobDefinition } from '../../jobs/queue.server'
import { TRANSCODE_JOB, transcodeVideoStream } from './video-streams.server'

/** Uploaded videos are transcoded one at a time per instance (ffmpeg uses every core it gets), retried twice. */
export const videoStreamJobs: JobDefinition<never>[] = [
  {
    name: TRANSCODE_JOB,
    retryLimit: 2,
    retryDelaySeconds: 60,
    concurrency: 1,
    run: (data: { videoId: string; version: string }) => transcodeVideoStream(getDb(), data),
  } satisfies JobDefinition<{ videoId: string; version: string }>,
] as JobDefinition<never>[]
