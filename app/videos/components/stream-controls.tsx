import { useEffect, useState, type RefObject } from 'react'
import { useT } from '../../i18n/i18n'
import { chapterAt, type Chapter } from '../chapters'
import { formatDuration } from '../video-format'
import { thumbnailAt, useSeekThumbnails } from './seek-thumbnails'
import type { AdaptiveStream } from './use-adaptive-stream'

/** The current time and length of the video, kept up to date while it plays. */
function useClock(ref: RefObject<HTMLVideoElement | null>, fallbackDuration: number) {
  const [clock, setClock] = useState({ time: 0, duration: fallbackDuration })
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const update = () => setClock({ time: element.currentTime, duration: Number.isFinite(element.duration) && element.duration > 0 ? element.duration : fallbackDuration })
    for (const event of ['timeupdate', 'durationchange', 'seeked', 'loadedmetadata']) element.addEventListener(event, update)
    return () => {
      for (const event of ['timeupdate', 'durationchange', 'seeked', 'loadedmetadata']) element.removeEventListener(event, update)
    }
  }, [ref, fallbackDuration])
  return clock
}

/** Where the preview is centred: over the pointer, but never past the timeline's ends (half the preview's width from them). */
const previewLeft = ({ ratio, width }: { ratio: number; width: number }) => Math.min(Math.max(ratio * width, 88), Math.max(88, width - 88))

const seekTo = (ref: RefObject<HTMLVideoElement | null>, time: number) => {
  if (ref.current) ref.current.currentTime = time
}

/**
 * Under the player: a timeline with the chapters marked, which previews the frame under the
 * pointer (from the stream's thumbnail sprite) and seeks on a click; the quality menu; and the
 * chapter list, which is how keyboard and screen-reader users jump (the timeline is for pointers).
 */
export function StreamControls({ videoRef, stream, chapters, thumbnailsUrl, durationSeconds }: { videoRef: RefObject<HTMLVideoElement | null>; stream: AdaptiveStream; chapters: Chapter[]; thumbnailsUrl: string | null; durationSeconds: number }) {
  const t = useT()
  const { time, duration } = useClock(videoRef, durationSeconds)
  const thumbnails = useSeekThumbnails(thumbnailsUrl)
  const [hover, setHover] = useState<{ ratio: number; width: number } | null>(null)
  const hoverTime = hover ? hover.ratio * duration : 0
  const preview = hover ? thumbnailAt(thumbnails, hoverTime) : null
  const current = chapterAt(chapters, time)
  const ratioOf = (event: React.MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    return Math.min(1, Math.max(0, (event.clientX - box.left) / box.width))
  }
  return (
    <div className="mt-3 space-y-3">
      {thumbnails.length > 0 || chapters.length > 0 ? (
        <div className="relative pt-2" aria-hidden="true">
          <div
            className="relative h-2.5 cursor-pointer rounded-full bg-slate-200 dark:bg-slate-700"
            data-testid="stream-timeline"
            onPointerMove={(event) => setHover({ ratio: ratioOf(event), width: event.currentTarget.getBoundingClientRect().width })}
            onPointerLeave={() => setHover(null)}
            onClick={(event) => seekTo(videoRef, ratioOf(event) * duration)}
          >
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${duration > 0 ? (time / duration) * 100 : 0}%` }} />
            {chapters.slice(1).map((chapter) => (
              <span key={chapter.start} className="absolute top-0 h-full w-0.5 bg-white dark:bg-slate-950" style={{ left: `${(chapter.start / duration) * 100}%` }} data-testid="chapter-mark" />
            ))}
          </div>
          {hover ? (
            <div className="pointer-events-none absolute bottom-5 z-10 -translate-x-1/2 rounded-lg bg-slate-950 p-1 text-center text-xs text-white shadow-lg" style={{ left: previewLeft(hover) }} data-testid="seek-preview">
              {preview ? <div style={{ width: preview.width, height: preview.height, backgroundImage: `url(${preview.image})`, backgroundPosition: `-${preview.x}px -${preview.y}px` }} data-testid="seek-thumbnail" /> : null}
              <span className="block px-1 pt-1 tabular-nums">{formatDuration(hoverTime)}{chapterAt(chapters, hoverTime) ? ` · ${chapterAt(chapters, hoverTime)!.title}` : ''}</span>
            </div>
          ) : null}
        </div>
      ) : null}
      {stream.qualities.length > 1 ? (
        <label className="flex items-center gap-2 text-sm">
          <span className="font-medium">{t('videos.quality')}</span>
          <select className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-600 dark:bg-slate-900" value={stream.chosen} onChange={(event) => stream.choose(Number(event.currentTarget.value))} data-testid="quality-menu">
            <option value={-1}>{stream.chosen === -1 && stream.playing >= 0 ? t('videos.qualityAutoAt', { height: stream.qualities.find((q) => q.level === stream.playing)?.height ?? '' }) : t('videos.qualityAuto')}</option>
            {stream.qualities.map((quality) => <option key={quality.level} value={quality.level}>{`${quality.height}p`}</option>)}
          </select>
        </label>
      ) : null}
      {chapters.length > 0 ? (
        <nav aria-label={t('videos.chapters')}>
          <h2 className="text-sm font-semibold">{t('videos.chapters')}</h2>
          <ol className="mt-2 grid gap-1 sm:grid-cols-2" data-testid="chapter-list">
            {chapters.map((chapter) => (
              <li key={chapter.start}>
                <button type="button" className={`flex w-full gap-3 rounded-lg px-2 py-1.5 text-start text-sm hover:bg-slate-100 dark:hover:bg-slate-800 ${current === chapter ? 'font-semibold text-brand-700 dark:text-brand-300' : ''}`}
                  aria-current={current === chapter ? 'true' : undefined} onClick={() => { seekTo(videoRef, chapter.start); void videoRef.current?.play().catch(() => undefined) }}>
                  <span className="tabular-nums text-slate-600 dark:text-slate-400">{formatDuration(chapter.start)}</span>
                  <span>{chapter.title}</span>
                </button>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
    </div>
  )
}
