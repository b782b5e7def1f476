import { useId } from 'react'
import { useT } from '../../i18n/i18n'
import { useHydrated } from '../../lib/use-hydrated'
import { formatClock, playbackRates } from '../podcast-choices'
import { useAudioPlayer, type AudioPlayerOptions } from './use-audio-player'

interface AudioPlayerProps extends AudioPlayerOptions {
  src: string
  title: string
}

const PauseGlyph = () => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="currentColor">
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </svg>
)
const PlayGlyph = () => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="currentColor">
    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
  </svg>
)
const SkipGlyph = ({ isForward }: { isForward?: boolean }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <g transform={isForward ? 'matrix(-1 0 0 1 24 0)' : undefined}>
      <path d="M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4" />
    </g>
    <text x="12" y="15.5" textAnchor="middle" fontSize="7.5" fill="currentColor" stroke="none" fontWeight="700">15</text>
  </svg>
)

const roundButton =
  'inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-700'

/**
 * The accessible audio player: a labelled region around one `<audio>` element with play/pause,
 * 15-second skips, a seek slider, current and total time and the playback speed. Before the
 * page is interactive (or without JavaScript) the browser's own controls are shown instead.
 */
export function AudioPlayer({ src, title, ...options }: AudioPlayerProps) {
  const t = useT()
  const isHydrated = useHydrated()
  const { audioRef, isPlaying, current, duration, rate, hasFailed, toggle, seek, setRate } = useAudioPlayer(options)
  const speedId = useId()
  const total = formatClock(duration)
  const now = formatClock(current)
  return (
    <section
      aria-label={t('podcasts.playerFor', { title })}
      className="rounded-2xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/60"
      data-testid="audio-player"
      data-playing={isPlaying}
    >
      <audio ref={audioRef} src={src} preload="metadata" controls={!isHydrated} className={isHydrated ? 'hidden' : 'w-full'} />
      {isHydrated ? (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              onClick={toggle}
              aria-label={isPlaying ? t('podcasts.pause') : t('podcasts.play')}
              data-testid="play-toggle"
              className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700"
            >
              {isPlaying ? <PauseGlyph /> : <PlayGlyph />}
            </button>
            <button type="button" onClick={() => seek(current - 15)} aria-label={t('podcasts.back15')} className={roundButton}>
              <SkipGlyph />
            </button>
            <button type="button" onClick={() => seek(current + 15)} aria-label={t('podcasts.forward15')} className={roundButton}>
              <SkipGlyph isForward />
            </button>
            <p className="ms-1 text-sm tabular-nums text-slate-700 dark:text-slate-200" data-testid="player-time">
              <span data-testid="current-time">{now}</span> / <span>{total}</span>
            </p>
            <div className="ms-auto flex items-center gap-2 text-sm">
              <label htmlFor={speedId} className="text-slate-700 dark:text-slate-200">{t('podcasts.speed')}</label>
              <select
                id={speedId}
                value={String(rate)}
                onChange={(event) => setRate(Number(event.target.value))}
                className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
              >
                {playbackRates.map((rate) => <option key={rate} value={String(rate)}>{`${rate}×`}</option>)}
              </select>
            </div>
          </div>
          <input
            type="range"
            min={0}
            max={Math.max(1, Math.floor(duration))}
            step={1}
            value={Math.floor(current)}
            onChange={(event) => seek(Number(event.target.value))}
            aria-label={t('podcasts.seek')}
            aria-valuetext={t('podcasts.seekValue', { current: now, total })}
            className="mt-3 block w-full accent-brand-600 dark:accent-brand-400"
          />
          {hasFailed ? (
            <p role="alert" className="mt-2 text-sm text-rose-700 dark:text-rose-300">{t('podcasts.audioFailed')}</p>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
