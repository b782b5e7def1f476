import { useEffect, useState } from 'react'
import { useLanguage, useT } from '../../i18n/i18n'
import { formatDate } from '../../lib/dates'
import { sendOrQueue } from '../progress-outbox'
import type { StoredItem } from '../saved-item'

/** Where a player stopped, kept for the server: on pause, at the end and when the page goes. */
function usePositionReport(item: StoredItem, media: HTMLMediaElement | null) {
  useEffect(() => {
    if (!media) return
    const report = () => {
      if (media.currentTime > 0) void sendOrQueue(`${item.path}/position`, { seconds: String(Math.floor(media.currentTime)) }, item.ownerId)
    }
    media.addEventListener('pause', report)
    media.addEventListener('ended', report)
    window.addEventListener('pagehide', report)
    return () => {
      media.removeEventListener('pause', report)
      media.removeEventListener('ended', report)
      window.removeEventListener('pagehide', report)
    }
  }, [item, media])
}

/** A saved page read offline: its body, its player, and progress kept until the network returns. */
export function OfflineReader({ item }: { item: StoredItem }) {
  const t = useT()
  const language = useLanguage()
  const audio = item.media.find((media) => media.role === 'audio')
  const video = item.media.find((media) => media.role === 'video')
  const captions = item.media.find((media) => media.role === 'captions')
  const [playerElement, setPlayerElement] = useState<HTMLMediaElement | null>(null)
  const [isComplete, setIsComplete] = useState(false)
  usePositionReport(item, playerElement)
  const complete = () => {
    void sendOrQueue(item.path, { intent: 'complete' }, item.ownerId).then(() => setIsComplete(true))
  }
  return (
    <article data-testid="offline-reader" data-path={item.path}>
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
        {t(`offline.kind.${item.kind}`)} · {t('offline.readingSaved')}
      </p>
      <h1 className="mt-2 font-serif text-3xl font-bold sm:text-4xl">{item.title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        {item.context}
        {item.publishedAt ? ` · ${formatDate(item.publishedAt, language)}` : null}
      </p>
      {audio ? <audio ref={setPlayerElement} controls preload="metadata" src={audio.path} className="mt-6 w-full" data-testid="offline-audio" /> : null}
      {video ? (
        <video ref={setPlayerElement} controls preload="metadata" src={video.path} className="mt-6 aspect-video w-full rounded-2xl bg-black" data-testid="offline-video">
          {captions ? <track kind="captions" src={captions.path} srcLang="en" label="English" default /> : null}
        </video>
      ) : null}
      {audio || video ? <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">{t('offline.progressQueued')}</p> : null}
      <div className="prose-article mt-8" data-testid="offline-body" dangerouslySetInnerHTML={{ __html: item.html }} />
      {item.kind === 'lesson' ? (
        <div className="mt-10">
          {isComplete ? (
            <p role="status" className="rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900 dark:bg-emerald-400/10 dark:text-emerald-200">{t('offline.markedComplete')}</p>
          ) : (
            <button type="button" onClick={complete} className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
              {t('offline.markComplete')}
            </button>
          )}
        </div>
      ) : null}
    </article>
  )
}
