import { useEffect, useRef, useState, type RefObject } from 'react'
import type Hls from 'hls.js'

/** A quality the reader can pick: the rendition's index in the player, or -1 for automatic. */
export interface QualityChoice {
  level: number
  height: number
}

export interface AdaptiveStream {
  /** The renditions, tallest first; empty while the browser plays the stream (or the file) itself. */
  qualities: QualityChoice[]
  /** The chosen rendition, or -1 for automatic. */
  chosen: number
  /** The rendition playing now (under automatic, the one the bandwidth allows). */
  playing: number
  choose: (level: number) => void
}

/**
 * Plays a video's HLS stream (decision 58): through hls.js wherever Media Source Extensions
 * exist (loaded only when a stream is there, so pages without one never download it), which
 * adapts to the bandwidth and lets the reader pick a quality; else the browser's own HLS;
 * else the original file stays. The position reached before the switch is kept.
 */
export function useAdaptiveStream(ref: RefObject<HTMLVideoElement | null>, masterUrl: string | null): AdaptiveStream {
  const hls = useRef<Hls | null>(null)
  const [qualities, setQualities] = useState<QualityChoice[]>([])
  const [chosen, setChosen] = useState(-1)
  const [playing, setPlaying] = useState(-1)

  useEffect(() => {
    const element = ref.current
    if (!element || !masterUrl) return
    let isCurrent = true
    void import('hls.js').then(({ default: HlsPlayer }) => {
      if (!isCurrent) return
      if (!HlsPlayer.isSupported()) {
        if (element.canPlayType('application/vnd.apple.mpegurl')) element.src = masterUrl
        return
      }
      // Like `preload="metadata"`: before the first play only one segment is fetched ahead (the
      // picture size, the length and a first frame); playing lets the buffer grow to 30 s.
      const wasPlaying = !element.paused
      const at = element.currentTime
      const player = new HlsPlayer({ capLevelToPlayerSize: true, maxBufferLength: 4, startPosition: at > 0 ? at : -1 })
      hls.current = player
      const buffer = () => {
        player.config.maxBufferLength = 30
      }
      if (wasPlaying) {
        // Already playing the file (a playlist's autoplay): carry on from there in the stream.
        buffer()
        player.once(HlsPlayer.Events.MANIFEST_PARSED, () => void element.play().catch(() => undefined))
      } else element.addEventListener('play', buffer, { once: true })
      player.on(HlsPlayer.Events.MANIFEST_PARSED, (_event, data) => {
        setQualities(data.levels.map((level, index) => ({ level: index, height: level.height })).sort((a, b) => b.height - a.height))
      })
      player.on(HlsPlayer.Events.LEVEL_SWITCHED, (_event, data) => setPlaying(data.level))
      player.loadSource(masterUrl)
      player.attachMedia(element)
    })
    return () => {
      isCurrent = false
      hls.current?.destroy()
      hls.current = null
      setQualities([])
    }
  }, [ref, masterUrl])

  return {
    qualities,
    chosen,
    playing,
    choose: (level) => {
      setChosen(level)
      if (hls.current) hls.current.currentLevel = level
    },
  }
}
