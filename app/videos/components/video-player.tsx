import { useEffect, useRef, useState } from 'react'
import { preload } from 'react-dom'
import { useT } from '../../i18n/i18n'
import { formatDuration, resumePoint } from '../video-format'
import { handlePlayerKey } from './player-keys'
import { usePositionSaver } from './use-position-saver'
import { useAdaptiveStream } from './use-adaptive-stream'
import { StreamControls } from './stream-controls'
import { chaptersOf } from '../chapters'

interface PlayableVideo {
  title: string
  mediaUrl: string | null
  captionsUrl: string | null
  thumbnail: string | null
  durationSeconds: number
  /** Chapters are read from timestamps in it. */
  description?: string
  /** The adaptive stream, once one is ready (decision 58). */
  stream?: { masterUrl: string; thumbnailsUrl: string; posterUrl?: string; file?: { url: string } | null } | null
}

/**
 * The HTML5 player: native controls, English captions on by default, keyboard shortcuts
 * while it has focus, and for signed-in members the saved place (`positionUrl`) resumed
 * on load and kept up to date while watching.
 */
export function VideoPlayer({
  video,
  resumeAt,
  positionUrl,
  autoPlay = false,
  onEnded,
}: {
  video: PlayableVideo
  resumeAt: number | null
  positionUrl: string | null
  autoPlay?: boolean
  onEnded?: () => void
}) {
  const t = useT()
  const ref = useRef<HTMLVideoElement>(null)
  const [resumedAt, setResumedAt] = useState<number | null>(null)
  // Resume and autoplay happen once per video, not again when the page's data refreshes.
  const hasStarted = useRef(false)
  usePositionSaver(ref, positionUrl)
  const adaptive = useAdaptiveStream(ref, video.stream?.masterUrl ?? null)
  const chapters = chaptersOf(video.description ?? '', video.durationSeconds)
  // The poster is the page's largest paint: the server puts its preload in the head, so it is
  // fetched early and first rather than when the parser reaches the player (the browser's
  // preload scanner does not look at posters, and fetches them at low priority).
  if (video.thumbnail) preload(video.thumbnail, { as: 'image', fetchPriority: 'high' })

  useEffect(() => {
    const element = ref.current
    if (!element) return
    const start = () => {
      if (hasStarted.current) return
      hasStarted.current = true
      const at = resumePoint(resumeAt, element.duration || video.durationSeconds)
      if (at > 0) {
        element.currentTime = at
        setResumedAt(at)
      }
      if (autoPlay) void element.play().catch(() => undefined)
    }
    // The metadata may already be in when the page hydrates.
    if (element.readyState >= HTMLMediaElement.HAVE_METADATA) start()
    else element.addEventListener('loadedmetadata', start, { once: true })
    return () => element.removeEventListener('loadedmetadata', start)
  }, [resumeAt, autoPlay, video.durationSeconds])

  return (
    <div>
      <div
        className="overflow-hidden rounded-2xl bg-black shadow-lg"
        role="group"
        aria-label={t('videos.player', { title: video.title })}
        onKeyDown={(event) => {
          if (ref.current && handlePlayerKey(event, ref.current)) event.preventDefault()
        }}
      >
        <video
          ref={ref}
          className="aspect-video w-full focus-visible:outline-4 focus-visible:outline-offset-[-4px] focus-visible:outline-brand-400"
          controls
          tabIndex={0}
          preload="metadata"
          playsInline
          poster={video.thumbnail ?? video.stream?.posterUrl ?? undefined}
          src={video.mediaUrl ?? undefined}
          onEnded={onEnded}
          data-testid="video-player"
          data-stream={video.stream ? 'hls' : 'file'}
        >
          {/* Without the script, a browser with its own HLS still gets the stream when there is no file; others the single-file rendition. */}
          {!video.mediaUrl && video.stream ? <source src={video.stream.masterUrl} type="application/vnd.apple.mpegurl" /> : null}
          {!video.mediaUrl && video.stream?.file ? <source src={video.stream.file.url} type="video/mp4" /> : null}
          {video.captionsUrl ? <track kind="captions" srcLang="en" label={t('videos.captionsLabel')} src={video.captionsUrl} default /> : null}
        </video>
      </div>
      {video.stream || chapters.length > 0 ? (
        <StreamControls videoRef={ref} stream={adaptive} chapters={chapters} thumbnailsUrl={video.stream?.thumbnailsUrl ?? null} durationSeconds={video.durationSeconds} />
      ) : null}
      {resumedAt !== null ? (
        <p className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700 dark:text-slate-200" role="status" data-testid="resume-note">
          {t('videos.resumedAt', { time: formatDuration(resumedAt) })}
          <button
            type="button"
            className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
            onClick={() => {
              if (ref.current) ref.current.currentTime = 0
              setResumedAt(null)
            }}
          >
            {t('videos.startOver')}
          </button>
        </p>
      ) : null}
    </div>
  )
}
