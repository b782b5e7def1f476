// Generates the demo media in media/ from the seed data, and records each file's playing
// time and size in app/db/seed/data/media-files.ts. Run after changing a demo video or
// episode: `npx tsx scripts/generate-media.ts` (needs ffmpeg and espeak-ng; see README).
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { episodeNarration, withStop } from '../app/db/seed/data/episode-narration'
import { podcastsA } from '../app/db/seed/data/podcasts-a'
import { podcastsB } from '../app/db/seed/data/podcasts-b'
import { seedPodcastSeries } from '../app/db/seed/data/podcasts-series'
import { seedVideos } from '../app/db/seed/data/videos'
import { hashString } from '../app/lib/text'
import { checkTools, encodeAudio, encodeVideo, probeSeconds } from './media/encode'
import { narrate, toWebVtt } from './media/narration'
import { barColor, checkFonts, renderTitleCard } from './media/title-card'
import { chime, silence, writeWav } from './media/wav'

const root = path.resolve(import.meta.dirname, '..')
const mediaDir = path.join(root, 'media')
const manifestFile = path.join(root, 'app/db/seed/data/media-files.ts')
const RATE = 22_050
const videoVoices = ['en-us+m3', 'en-us+f3', 'en-gb+m3', 'en-gb+f4']
const hostVoices: Record<string, string> = { 'gradient-signal': 'en-gb+f3', 'signal-and-noise': 'en-us+m3', 'humans-in-the-loop': 'en-gb+f2' }

type Facts = Record<string, { durationSeconds: number; bytes: number }>

checkTools()
checkFonts()
const work = mkdtempSync(path.join(tmpdir(), 'lumen-media-'))
for (const dir of ['video', 'captions', 'audio']) mkdirSync(path.join(mediaDir, dir), { recursive: true })
const written = new Set<string>()
const videoFacts: Facts = {}
const audioFacts: Facts = {}

try {
  for (const video of seedVideos) {
    const voice = videoVoices[hashString(video.slug) % videoVoices.length]!
    const script = `${withStop(video.title)} Presented by ${video.author}. ${video.description}`
    const { audio, cues } = narrate(script, { voice, workDir: work, leadIn: silence(RATE, 0.6) })
    const wav = path.join(work, 'narration.wav')
    const card = path.join(work, 'card.png')
    writeFileSync(wav, writeWav(audio))
    writeFileSync(card, renderTitleCard({ seed: video.slug, label: `${video.videoType} · ${video.category}`, title: video.title, byline: `with ${video.author}` }))
    const output = path.join(mediaDir, 'video', `${video.slug}.webm`)
    encodeVideo({ card, audio: wav, seconds: audio.samples.length / RATE, barColor: barColor(video.slug), output })
    writeFileSync(path.join(mediaDir, 'captions', `${video.slug}.vtt`), toWebVtt(cues))
    written.add(`video/${video.slug}.webm`).add(`captions/${video.slug}.vtt`)
    videoFacts[video.slug] = { durationSeconds: Math.floor(probeSeconds(output)), bytes: statSync(output).size }
    console.log(`video   ${video.slug} ${videoFacts[video.slug]!.durationSeconds}s`)
  }

  for (const episode of [...podcastsA, ...podcastsB]) {
    const series = seedPodcastSeries.find((s) => s.key === episode.seriesKey)!
    const script = episodeNarration(episode, series)
    const voice = hostVoices[episode.seriesKey] ?? 'en-us'
    const { audio } = narrate(script, { voice, workDir: work, leadIn: chime(RATE) })
    const wav = path.join(work, 'narration.wav')
    writeFileSync(wav, writeWav(audio))
    const output = path.join(mediaDir, 'audio', `${episode.slug}.mp3`)
    const tags = { title: episode.title, artist: series.host, album: series.title, track: String(episode.episodeNumber) }
    encodeAudio({ audio: wav, tags, output })
    written.add(`audio/${episode.slug}.mp3`)
    audioFacts[episode.slug] = { durationSeconds: Math.floor(probeSeconds(output)), bytes: statSync(output).size }
    console.log(`episode ${episode.slug} ${audioFacts[episode.slug]!.durationSeconds}s`)
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}

// Files of videos or episodes that are no longer in the seed data go.
for (const dir of ['video', 'captions', 'audio']) {
  for (const name of readdirSync(path.join(mediaDir, dir))) {
    if (!written.has(`${dir}/${name}`)) rmSync(path.join(mediaDir, dir, name))
  }
}

const entries = (facts: Facts) =>
  Object.entries(facts)
    .map(([slug, f]) => `  '${slug}': { durationSeconds: ${f.durationSeconds}, bytes: ${f.bytes} },`)
    .join('\n')
writeFileSync(
  manifestFile,
  `// Written by scripts/generate-media.ts from the files in media/; run it again instead of editing.

/** Playing time in whole seconds and size in bytes of one demo media file. */
export interface MediaFileFacts {
  durationSeconds: number
  bytes: number
}

/** media/video/{slug}.webm */
export const videoFiles: Record<string, MediaFileFacts> = {
${entries(videoFacts)}
}

/** media/audio/{slug}.mp3 */
export const audioFiles: Record<string, MediaFileFacts> = {
${entries(audioFacts)}
}
`,
)

const total = [...written].reduce((sum, file) => sum + statSync(path.join(mediaDir, file)).size, 0)
console.log(`${written.size} files, ${(total / 1024 / 1024).toFixed(2)} MB in media/`)
