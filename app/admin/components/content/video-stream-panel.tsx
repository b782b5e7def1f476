import { useEffect, useState } from 'react'
import { useRevalidator } from 'react-router'
import type { StreamStatusView } from '../../../videos/streams/stream-status.server'
import { adminButton, Badge } from '../admin-ui'
import { formatDuration } from '../../../lib/format'
import { ProgressTrack } from '../../../courses/components/progress-bar'

/** How often the editor asks again while a video is queued or being transcoded. */
const POLL_MS = 2000

const isRunning = (status: StreamStatusView['status']) => status === 'queued' || status === 'processing'

/**
 * The video's streams in its editor: the transcoding of the latest upload (queued, its
 * progress, or why it failed, with "Transcode again") and the renditions readers get. Asked
 * again every two seconds while it runs; when it ends the editor reloads, so the duration and
 * the publish buttons' rules are current.
 */
export function VideoStreamPanel({ initial }: { initial: StreamStatusView }) {
  // What was asked since the page's data came; new page data (a save, a reload) starts again from it.
  const [asked, setAsked] = useState<{ from: StreamStatusView; value: StreamStatusView } | null>(null)
  const [retryMessage, setRetryMessage] = useState<string | null>(null)
  const [isRetrying, setIsRetrying] = useState(false)
  const revalidator = useRevalidator()
  const stream = asked?.from === initial ? asked.value : initial
  const address = `/admin/content/videos/${stream.videoId}/stream`

  useEffect(() => {
    if (!isRunning(stream.status)) return
    const timer = setInterval(async () => {
      const answer = await fetch(address, { headers: { accept: 'application/json' } }).catch(() => null)
      if (!answer?.ok) return
      const next = (await answer.json()) as StreamStatusView
      setAsked({ from: initial, value: next })
      if (!isRunning(next.status)) void revalidator.revalidate()
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [stream.status, address, initial, revalidator])

  async function retry() {
    setIsRetrying(true)
    setRetryMessage(null)
    const answer = await fetch(address, { method: 'POST', body: new URLSearchParams({ intent: 'retry' }) }).catch(() => null)
    setIsRetrying(false)
    const body = (await answer?.json().catch(() => null)) as StreamStatusView | { message: string } | null
    if (body && 'status' in body) setAsked({ from: initial, value: body })
    else setRetryMessage(body?.message ?? 'The server could not be reached. Try again.')
  }

  if (stream.status === 'none') return null
  return (
    <section aria-labelledby="video-stream-title" className="space-y-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800" data-testid="video-stream-panel">
      <h3 id="video-stream-title" className="text-sm font-semibold text-slate-800 dark:text-slate-200">Streams</h3>
      <div role="status" aria-live="polite" className="space-y-2 text-sm">
        {stream.status === 'queued' ? <p><Badge tone="amber">Queued</Badge> Waiting for the transcoder.</p> : null}
        {stream.status === 'processing' ? (
          <>
            <p><Badge tone="blue">Transcoding</Badge> <span className="tabular-nums">{stream.progress}%</span></p>
            <ProgressTrack percent={stream.progress} label="Transcoding progress" size="sm" />
          </>
        ) : null}
        {stream.status === 'failed' ? (
          <p className="text-red-700 dark:text-red-300"><Badge tone="red">Failed</Badge> {stream.error ?? 'The transcoder stopped without a reason.'} (attempt {stream.attempts})</p>
        ) : null}
        {stream.hasReadyVersion ? (
          <p>
            {stream.status === 'ready' ? <Badge tone="green">Ready</Badge> : 'Readers get the previous version:'}{' '}
            {stream.renditions.map((height) => `${height}p`).join(', ')}
            {stream.durationSeconds !== null ? ` · ${formatDuration(stream.durationSeconds)}` : ''}
          </p>
        ) : stream.status !== 'failed' ? <p className="text-slate-600 dark:text-slate-400">The video can be published once its streams are ready.</p> : null}
      </div>
      {stream.status === 'failed' ? (
        <div>
          <button type="button" className={adminButton.secondary} disabled={isRetrying} onClick={() => void retry()}>Transcode again</button>
          {retryMessage ? <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">{retryMessage}</p> : null}
        </div>
      ) : null}
    </section>
  )
}
