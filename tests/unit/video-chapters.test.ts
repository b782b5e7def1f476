import { describe, expect, it } from 'vitest'
import { chapterAt, chaptersOf } from '../../app/videos/chapters'
import { parseThumbnails, thumbnailAt } from '../../app/videos/components/seek-thumbnails'

describe('chapters from a description', () => {
  it('reads lines that begin with a time, the first at 0:00, in order', () => {
    const description = 'What this covers.\n\n0:00 Introduction\n1:05 - Data loading\n12:30 Training loop\n1:02:03 Questions'
    expect(chaptersOf(description, 4000)).toEqual([
      { start: 0, title: 'Introduction' },
      { start: 65, title: 'Data loading' },
      { start: 750, title: 'Training loop' },
      { start: 3723, title: 'Questions' },
    ])
    expect(chapterAt(chaptersOf(description, 4000), 700)).toEqual({ start: 65, title: 'Data loading' })
  })

  it('means no chapters when they do not start at 0:00, are out of order, are only one, or lie past the end', () => {
    expect(chaptersOf('0:10 Late start\n0:20 Then', 60)).toEqual([])
    expect(chaptersOf('0:00 One\n0:30 Three\n0:20 Two', 60)).toEqual([])
    expect(chaptersOf('0:00 Only one', 60)).toEqual([])
    expect(chaptersOf('0:00 Start\n2:00 Beyond the end', 60)).toEqual([])
  })
})

describe('seek-bar thumbnails', () => {
  it('reads the WebVTT cues into sprite regions, resolved against the file address', () => {
    const vtt = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nsprite.jpg#xywh=0,0,160,90\n\n00:00:02.000 --> 00:00:04.500\nsprite.jpg#xywh=160,0,160,90\n'
    const thumbnails = parseThumbnails(vtt, 'https://site.example/streams/v/1/public/thumbnails.vtt')
    expect(thumbnails).toEqual([
      { start: 0, end: 2, image: 'https://site.example/streams/v/1/public/sprite.jpg', x: 0, y: 0, width: 160, height: 90 },
      { start: 2, end: 4.5, image: 'https://site.example/streams/v/1/public/sprite.jpg', x: 160, y: 0, width: 160, height: 90 },
    ])
    expect(thumbnailAt(thumbnails, 3)?.x).toBe(160)
  })
})
