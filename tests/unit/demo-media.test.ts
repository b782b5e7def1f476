import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { audioFiles, videoFiles } from '../../app/db/seed/data/media-files'
import { podcastsA } from '../../app/db/seed/data/podcasts-a'
import { podcastsB } from '../../app/db/seed/data/podcasts-b'
import { seedVideos } from '../../app/db/seed/data/videos'

const media = path.resolve('media')
const size = (file: string) => statSync(path.join(media, file)).size
const seconds = (stamp: string) => stamp.split(':').reduce((sum, part) => sum * 60 + Number(part), 0)

describe('demo media (scripts/generate-media.ts)', () => {
  it('has a video, captions and recorded facts for every demo video', () => {
    expect(Object.keys(videoFiles).sort()).toEqual(seedVideos.map((v) => v.slug).sort())
    for (const { slug } of seedVideos) {
      const facts = videoFiles[slug]!
      expect(size(`video/${slug}.webm`), slug).toBe(facts.bytes)
      expect(facts.durationSeconds, slug).toBeGreaterThanOrEqual(5)
      expect(facts.durationSeconds, slug).toBeLessThanOrEqual(45)
      const vtt = readFileSync(path.join(media, `captions/${slug}.vtt`), 'utf8')
      expect(vtt.startsWith('WEBVTT\n\n'), slug).toBe(true)
      const ends = [...vtt.matchAll(/--> (\d{2}:\d{2}:\d{2}\.\d{3})/g)].map((m) => seconds(m[1]!))
      expect(ends.length, slug).toBeGreaterThan(3)
      expect(Math.max(...ends), slug).toBeLessThanOrEqual(facts.durationSeconds + 1)
    }
  })

  it('has an MP3 with its size and length recorded for every demo episode', () => {
    const episodes = [...podcastsA, ...podcastsB]
    expect(Object.keys(audioFiles).sort()).toEqual(episodes.map((e) => e.slug).sort())
    for (const { slug } of episodes) {
      expect(size(`audio/${slug}.mp3`), slug).toBe(audioFiles[slug]!.bytes)
      expect(audioFiles[slug]!.durationSeconds, slug).toBeGreaterThanOrEqual(5)
    }
  })

  it('holds nothing else and stays small', () => {
    const files = ['video', 'captions', 'audio'].flatMap((dir) => readdirSync(path.join(media, dir)).map((name) => `${dir}/${name}`))
    expect(files).toHaveLength(Object.keys(videoFiles).length * 2 + Object.keys(audioFiles).length)
    expect(files.reduce((sum, file) => sum + size(file), 0)).toBeLessThan(15 * 1024 * 1024)
  })
})
