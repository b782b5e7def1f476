import { useEffect, useRef, type RefObject } from 'react'

const SAVE_EVERY_SECONDS = 5

function send(url: string, seconds: number) {
  const body = new FormData()
  body.set('seconds', String(Math.floor(seconds)))
  // keepalive lets the last save finish while the page is being left.
  void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => undefined)
}

/**
 * Saves where a signed-in member is in the video: every few seconds of playback, on pause,
 * at the end (back to the start) and when the page is hidden or left.
 */
export function usePositionSaver(videoRef: RefObject<HTMLVideoElement | null>, url: string | null) {
  const lastSaved = useRef<number | null>(null)
  useEffect(() => {
    const video = videoRef.current
    if (!video || !url) return
    const save = (seconds: number) => {
      if (lastSaved.current !== null && Math.floor(lastSaved.current) === Math.floor(seconds)) return
      lastSaved.current = seconds
      send(url, seconds)
    }
    const onTime = () => {
      if (!video.paused && Math.abs(video.currentTime - (lastSaved.current ?? 0)) >= SAVE_EVERY_SECONDS) save(video.currentTime)
    }
    const onPause = () => {
      if (!video.ended) save(video.currentTime)
    }
    const onEnded = () => save(0)
    const onLeave = () => {
      if (video.currentTime > 0 && !video.ended) save(video.currentTime)
    }
    const onHide = () => {
      if (document.visibilityState === 'hidden') onLeave()
    }
    video.addEventListener('timeupdate', onTime)
    video.addEventListener('pause', onPause)
    video.addEventListener('ended', onEnded)
    document.addEventListener('visibilitychange', onHide)
    window.addEventListener('pagehide', onLeave)
    return () => {
      // Leaving for another page of the site unmounts the player: keep the place too.
      onLeave()
      video.removeEventListener('timeupdate', onTime)
      video.removeEventListener('pause', onPause)
      video.removeEventListener('ended', onEnded)
      document.removeEventListener('visibilitychange', onHide)
      window.removeEventListener('pagehide', onLeave)
    }
  }, [videoRef, url])
}
