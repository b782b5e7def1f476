import { useCallback, useEffect, useRef, useState } from 'react'

/** How often a playing episode's position is sent to the server. */
const POSITION_SAVE_MS = 5_000

export interface AudioPlayerOptions {
  /** Known length before the file's metadata arrives. */
  durationSeconds: number
  /** Where to start (the member's saved position). */
  startAt?: number
  /** POST target that remembers the position (signed-in members only). */
  positionUrl?: string
  /** Start playing as soon as the player appears (the list's inline player). */
  autoPlay?: boolean
}

function sendPosition(url: string, seconds: number, isLeaving: boolean) {
  const body = new URLSearchParams({ seconds: String(Math.floor(seconds)) })
  if (isLeaving && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return
  void fetch(url, { method: 'POST', body, credentials: 'same-origin', keepalive: true }).catch(() => undefined)
}

/**
 * State and actions of the custom audio player around one `<audio>` element: play/pause,
 * seeking, speed, resuming at a saved position and saving the position every few seconds,
 * on pause, at the end (back to the start) and when the page is left.
 */
export function useAudioPlayer({ durationSeconds, startAt = 0, positionUrl, autoPlay }: AudioPlayerOptions) {
  const audioRef = useRef<HTMLAudioElement>(null)
  const [isPlaying, setPlaying] = useState(false)
  const [current, setCurrent] = useState(startAt)
  const [duration, setDuration] = useState(durationSeconds)
  const [rate, setRate] = useState(1)
  const [hasFailed, setFailed] = useState(false)
  const lastSaved = useRef(startAt)
  // The first values only: a later revalidation (after a like) must not restart the player.
  const initial = useRef({ startAt, autoPlay })

  const save = useCallback(
    (seconds: number, isLeaving = false) => {
      if (!positionUrl || Math.floor(seconds) === Math.floor(lastSaved.current)) return
      lastSaved.current = seconds
      sendPosition(positionUrl, seconds, isLeaving)
    },
    [positionUrl],
  )

  useEffect(() => {
    const audio = audioRef.current
    if (!audio) return
    const { startAt, autoPlay } = initial.current
    const resume = () => {
      if (Number.isFinite(audio.duration) && audio.duration > 0) setDuration(audio.duration)
      if (startAt > 0 && audio.currentTime < 1 && startAt < (Number.isFinite(audio.duration) ? audio.duration - 1 : Infinity)) {
        audio.currentTime = startAt
      }
    }
    if (audio.readyState >= 1) resume()
    if (audio.error) setFailed(true)
    const handlers: [string, () => void][] = [
      ['loadedmetadata', resume],
      ['durationchange', () => Number.isFinite(audio.duration) && audio.duration > 0 && setDuration(audio.duration)],
      ['timeupdate', () => setCurrent(audio.currentTime)],
      ['play', () => setPlaying(true)],
      ['pause', () => (setPlaying(false), save(audio.currentTime))],
      ['ended', () => (setPlaying(false), save(0))],
      ['ratechange', () => setRate(audio.playbackRate)],
      ['error', () => (setPlaying(false), setFailed(true))],
    ]
    for (const [name, handler] of handlers) audio.addEventListener(name, handler)
    const leave = () => !audio.paused && save(audio.currentTime, true)
    window.addEventListener('pagehide', leave)
    if (autoPlay) audio.play().catch(() => setPlaying(false))
    return () => {
      for (const [name, handler] of handlers) audio.removeEventListener(name, handler)
      window.removeEventListener('pagehide', leave)
      if (!audio.paused) {
        audio.pause()
        save(audio.currentTime, true)
      }
    }
  }, [save])

  useEffect(() => {
    if (!isPlaying || !positionUrl) return
    const timer = window.setInterval(() => audioRef.current && save(audioRef.current.currentTime), POSITION_SAVE_MS)
    return () => window.clearInterval(timer)
  }, [isPlaying, positionUrl, save])

  const actions = {
    toggle: () => {
      const audio = audioRef.current
      if (!audio) return
      if (audio.paused) audio.play().catch(() => setPlaying(false))
      else audio.pause()
    },
    seek: (seconds: number) => {
      const audio = audioRef.current
      if (!audio) return
      audio.currentTime = Math.min(Math.max(0, seconds), duration)
      setCurrent(audio.currentTime)
    },
    setRate: (value: number) => {
      if (audioRef.current) audioRef.current.playbackRate = value
      setRate(value)
    },
  }
  return { audioRef, isPlaying, current, duration, rate, hasFailed, ...actions }
}
