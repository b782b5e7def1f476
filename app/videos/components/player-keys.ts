/** The player's keyboard shortcuts (documented on the page by ShortcutList). */
export const playerShortcuts = [
  { keys: ['k', 'Space'], label: 'videos.keyPlay' },
  { keys: ['j'], label: 'videos.keyBack' },
  { keys: ['l'], label: 'videos.keyForward' },
  { keys: ['m'], label: 'videos.keyMute' },
  { keys: ['f'], label: 'videos.keyFullscreen' },
] as const

const SKIP_SECONDS = 10

/**
 * Applies a shortcut to the video. Returns true when the key was one of ours, so the caller
 * stops the browser's own handling (Space would otherwise scroll or toggle twice).
 */
export function handlePlayerKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>, video: HTMLVideoElement) {
  if (event.ctrlKey || event.metaKey || event.altKey) return false
  switch (event.key.toLowerCase()) {
    case 'k':
    case ' ':
      if (video.paused || video.ended) void video.play().catch(() => undefined)
      else video.pause()
      return true
    case 'j':
      video.currentTime = Math.max(0, video.currentTime - SKIP_SECONDS)
      return true
    case 'l':
      video.currentTime = Math.min(Number.isFinite(video.duration) ? video.duration : Infinity, video.currentTime + SKIP_SECONDS)
      return true
    case 'm':
      video.muted = !video.muted
      return true
    case 'f':
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined)
      else void video.requestFullscreen?.().catch(() => undefined)
      return true
    default:
      return false
  }
}
