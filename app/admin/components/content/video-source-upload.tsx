import { useEffect, useId, useRef, useState } from 'react'
import type { Upload } from 'tus-js-client'
import { formatBytes } from '../../../lib/format'
import { adminButton } from '../admin-ui'
import { ProgressTrack } from '../../../courses/components/progress-bar'

/** Where the server answers resumable uploads (app/videos/uploads/source-uploads.server.ts). */
const ENDPOINT = '/admin/video-uploads'
/** Each request carries at most this much: a lost connection costs one part, not the file. */
const PART_BYTES = 5 * 1024 * 1024
const ACCEPT = 'video/mp4,video/webm,video/quicktime,video/x-matroska,.mp4,.m4v,.mov,.webm,.mkv'

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading' | 'paused'; name: string; sent: number; total: number }
  | { kind: 'interrupted'; name: string; sent: number; total: number; message: string }
  | { kind: 'done'; name: string; total: number }

/** The server's reason for a refusal (the body of a 4xx), else what went wrong with the connection. */
function reasonOf(error: Error) {
  const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } | null }).originalResponse
  const status = response?.getStatus() ?? 0
  if (status >= 400 && status < 500 && response?.getBody()) return { message: response.getBody(), isFinal: status !== 423 && status !== 409 }
  return { message: 'The connection was lost. Resume to send the rest; what has arrived is kept.', isFinal: false }
}

/**
 * A video source sent in parts (the tus protocol): progress, Pause and Resume, and after a lost
 * connection or a reload of the page, Resume carries on from what the server has. The finished
 * upload's id goes with the form; saving the video starts its transcoding.
 */
export function VideoSourceUpload({ attached, error }: { attached: string; error?: string }) {
  const id = useId()
  const upload = useRef<Upload | null>(null)
  const [uploadId, setUploadId] = useState(attached)
  const [phase, setPhase] = useState<Phase>(attached ? { kind: 'done', name: '', total: 0 } : { kind: 'idle' })
  const [refusal, setRefusal] = useState<string | null>(null)
  useEffect(() => () => void upload.current?.abort(), [])

  async function start(file: File) {
    setRefusal(null)
    setUploadId('')
    const { Upload } = await import('tus-js-client')
    const next = new Upload(file, {
      endpoint: ENDPOINT,
      chunkSize: PART_BYTES,
      retryDelays: [1000, 3000, 6000],
      metadata: { filename: file.name, filetype: file.type },
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => setPhase((now) => (now.kind === 'paused' ? { ...now, sent, total } : { kind: 'uploading', name: file.name, sent, total })),
      onSuccess: () => {
        setUploadId(next.url?.split('/').pop() ?? '')
        setPhase({ kind: 'done', name: file.name, total: file.size })
      },
      onError: (failure) => {
        const { message, isFinal } = reasonOf(failure)
        if (isFinal) {
          setRefusal(message)
          setPhase({ kind: 'idle' })
          return
        }
        setPhase((now) => ({ kind: 'interrupted', name: file.name, sent: 'sent' in now ? now.sent : 0, total: file.size, message }))
      },
    })
    upload.current = next
    setPhase({ kind: 'uploading', name: file.name, sent: 0, total: file.size })
    // The same file chosen again after a reload carries on where it stopped.
    const previous = await next.findPreviousUploads()
    if (previous[0]) next.resumeFromPreviousUpload(previous[0])
    next.start()
  }

  async function pause() {
    setPhase((now) => (now.kind === 'uploading' ? { ...now, kind: 'paused' } : now))
    await upload.current?.abort()
  }

  function resume() {
    setPhase((now) => (now.kind === 'paused' || now.kind === 'interrupted' ? { kind: 'uploading', name: now.name, sent: now.sent, total: now.total } : now))
    upload.current?.start()
  }

  async function cancel() {
    const current = upload.current
    upload.current = null
    setPhase({ kind: 'idle' })
    setUploadId('')
    if (current) await current.abort(true).catch(() => undefined)
  }

  const shown = refusal ?? error
  const percent = 'sent' in phase && phase.total > 0 ? Math.floor((phase.sent / phase.total) * 100) : 0
  return (
    <div className="rounded-xl border border-slate-200 p-3 dark:border-slate-800" data-testid="video-source-upload">
      <input type="hidden" name="sourceUpload" value={uploadId} />
      <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-slate-800 dark:text-slate-200">Upload a video source</label>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        MP4, MOV, WebM or MKV, as large as a full recording. It is sent in parts: pause, lose the connection or reload the page and resume where it stopped. Saving the video transcodes it into streams of several qualities.
      </p>
      {phase.kind === 'idle' || phase.kind === 'done' ? (
        <input id={`${id}-file`} type="file" accept={ACCEPT} aria-describedby={`${id}-hint`} aria-invalid={shown ? true : undefined}
          onChange={(event) => { const file = event.currentTarget.files?.[0]; if (file) void start(file) }}
          className="mt-2 block w-full text-sm text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-slate-200 file:px-3 file:py-1.5 file:text-sm file:font-semibold hover:file:bg-slate-300 dark:text-slate-300 dark:file:bg-slate-700 dark:file:text-white" />
      ) : null}
      {'sent' in phase ? (
        <div className="mt-3 space-y-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <span className="min-w-0 truncate font-medium">{phase.name}</span>
            <span className="tabular-nums text-slate-600 dark:text-slate-400" data-testid="upload-progress-text">
              {percent}% · {formatBytes(phase.sent, 'en')} of {formatBytes(phase.total, 'en')}{phase.kind === 'paused' ? ' · paused' : ''}
            </span>
          </div>
          <ProgressTrack percent={percent} label={`Upload of ${phase.name}`} size="sm" />
          {phase.kind === 'interrupted' ? <p role="alert" className="text-sm text-amber-700 dark:text-amber-300">{phase.message}</p> : null}
          <div className="flex flex-wrap gap-2">
            {phase.kind === 'uploading' ? <button type="button" className={adminButton.secondary} onClick={() => void pause()}>Pause</button> : <button type="button" className={adminButton.primary} onClick={resume}>Resume</button>}
            <button type="button" className={adminButton.danger} onClick={() => void cancel()}>Cancel upload</button>
          </div>
        </div>
      ) : null}
      {phase.kind === 'done' ? (
        <p role="status" className="mt-2 text-sm text-emerald-700 dark:text-emerald-300">
          {phase.name ? `Uploaded ${phase.name} (${formatBytes(phase.total, 'en')}).` : 'A video source is uploaded.'} Save the video to transcode it.
        </p>
      ) : null}
      {shown ? <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">{shown}</p> : null}
    </div>
  )
}
