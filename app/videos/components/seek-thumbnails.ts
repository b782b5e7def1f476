import { useEffect, useState } from 'react'

/** One preview image of the seek bar: the part of the sprite that shows the video from `start` to `end`. */
export interface SeekThumbnail {
  start: number
  end: number
  image: string
  x: number
  y: number
  width: number
  height: number
}

const seconds = (stamp: string) => {
  const parts = stamp.split(':').map(Number)
  return parts.reduce((total, part) => total * 60 + part, 0)
}

/** The cues of a thumbnails WebVTT file (`sprite.jpg#xywh=x,y,w,h`), their images resolved against the file's address. */
export function parseThumbnails(vtt: string, base: string): SeekThumbnail[] {
  const cue = /([\d:.]+)\s+-->\s+([\d:.]+)\s*\n([^\s#]+)#xywh=(\d+),(\d+),(\d+),(\d+)/g
  return [...vtt.matchAll(cue)].map(([, start, end, image, x, y, width, height]) => ({
    start: seconds(start!),
    end: seconds(end!),
    image: new URL(image!, base).href,
    x: Number(x),
    y: Number(y),
    width: Number(width),
    height: Number(height),
  }))
}

/** The seek-bar previews of a stream, fetched once the page is interactive. */
export function useSeekThumbnails(url: string | null) {
  const [thumbnails, setThumbnails] = useState<SeekThumbnail[]>([])
  useEffect(() => {
    if (!url) return
    const controller = new AbortController()
    const absolute = new URL(url, window.location.href).href
    fetch(absolute, { signal: controller.signal })
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => setThumbnails(parseThumbnails(text, absolute)))
      .catch(() => undefined)
    return () => controller.abort()
  }, [url])
  return thumbnails
}

export const thumbnailAt = (thumbnails: SeekThumbnail[], time: number) => thumbnails.find((item) => time >= item.start && time < item.end) ?? thumbnails.at(-1) ?? null
