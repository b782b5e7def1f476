import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { ffmpegPath, runTool } from './ffmpeg.server'
import type { Rung } from './ladder'
import type { SourceFacts } from './probe.server'

/** Seconds per HLS segment: key frames are forced on this beat, so every segment is this long (the last may be shorter). */
export const SEGMENT_SECONDS = 4
/** Loudness the audio is normalised to (EBU R128 for streaming: -16 LUFS, true peak -1.5 dB). */
const LOUDNORM = 'loudnorm=I=-16:TP=-1.5:LRA=11'

/**
 * Transcodes the source into an HLS ladder in `outDir` in one ffmpeg run: one decode, the
 * picture split and scaled per rung, H.264 (Main profile, which every browser's HLS or MSE
 * plays) with AAC audio normalised for loudness, 4-second segments, a VOD playlist per rung
 * (`v{n}/index.m3u8`) and `master.m3u8`. `onProgress` hears the percent done.
 */
export async function transcodeLadder({ source, facts, ladder, outDir, onProgress }: { source: string; facts: SourceFacts; ladder: Rung[]; outDir: string; onProgress?: (percent: number) => void }) {
  for (let n = 0; n < ladder.length; n++) await mkdir(path.join(outDir, `v${n}`), { recursive: true })
  const count = ladder.length
  const video = `[0:v]split=${count}${ladder.map((_, n) => `[s${n}]`).join('')};` + ladder.map((rung, n) => `[s${n}]scale=${rung.width}:${rung.height}:flags=bicubic,setsar=1[v${n}]`).join(';')
  const audio = facts.hasAudio ? `;[0:a]${LOUDNORM},aresample=48000,asplit=${count}${ladder.map((_, n) => `[a${n}]`).join('')}` : ''
  const perRung = ladder.flatMap((rung, n) => [
    '-map', `[v${n}]`,
    `-b:v:${n}`, `${rung.videoKbps}k`, `-maxrate:v:${n}`, `${Math.round(rung.videoKbps * 1.1)}k`, `-bufsize:v:${n}`, `${rung.videoKbps * 2}k`,
    ...(facts.hasAudio ? ['-map', `[a${n}]`, `-b:a:${n}`, `${rung.audioKbps}k`] : []),
  ])
  const streamMap = ladder.map((_, n) => (facts.hasAudio ? `v:${n},a:${n}` : `v:${n}`)).join(' ')
  const args = [
    '-hide_banner', '-nostdin', '-y', '-i', source,
    '-filter_complex', video + audio,
    ...perRung,
    '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p',
    '-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`, '-sc_threshold', '0',
    ...(facts.hasAudio ? ['-c:a', 'aac', '-ac', '2'] : []),
    '-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod', '-hls_flags', 'independent_segments',
    '-hls_segment_filename', path.join(outDir, 'v%v', 'seg_%03d.ts'),
    '-master_pl_name', 'master.m3u8', '-var_stream_map', streamMap,
    '-progress', 'pipe:1', '-nostats',
    path.join(outDir, 'v%v', 'index.m3u8'),
  ]
  await runTool(ffmpegPath(), args, {
    onLine: (line) => {
      const match = /^out_time_us=(\d+)/.exec(line)
      if (match && onProgress) onProgress(Math.min(99, Math.floor(Number(match[1]) / 1e4 / facts.durationSeconds)))
    },
  })
}

/**
 * One rendition as a single MP4 file (`file.mp4`) for saving offline and for players without
 * HLS: its segments joined without re-encoding, the index at the front so playback starts
 * before the whole file has arrived.
 */
export async function joinRendition({ playlist, file }: { playlist: string; file: string }) {
  await runTool(ffmpegPath(), ['-hide_banner', '-nostdin', '-y', '-i', playlist, '-c', 'copy', '-movflags', '+faststart', file])
}

/** The poster: one frame a tenth of the way in (at most 5 s), as wide as the tallest rung. */
export async function extractPoster({ source, facts, width, file }: { source: string; facts: SourceFacts; width: number; file: string }) {
  const at = Math.min(facts.durationSeconds * 0.1, 5).toFixed(2)
  await runTool(ffmpegPath(), ['-hide_banner', '-nostdin', '-y', '-ss', at, '-i', source, '-frames:v', '1', '-vf', `scale=${width}:-2`, '-q:v', '3', file])
}

/** Thumbnail sprite geometry: one 160-pixel-wide frame every `interval` seconds, ten to a row, at most 100 frames. */
export function spriteLayout(facts: SourceFacts) {
  const interval = Math.max(2, Math.ceil(facts.durationSeconds / 100))
  const frames = Math.max(1, Math.ceil(facts.durationSeconds / interval))
  const width = 160
  const height = 2 * Math.round((width * facts.height) / facts.width / 2)
  const columns = Math.min(10, frames)
  return { interval, frames, width, height, columns, rows: Math.ceil(frames / columns) }
}

/**
 * The seek bar's preview images: a sprite of frames (JPEG) and a WebVTT file whose cues point
 * into it (`sprite.jpg#xywh=x,y,w,h`), one per interval of the video.
 */
export async function makeSprite({ source, facts, spriteFile, vttFile }: { source: string; facts: SourceFacts; spriteFile: string; vttFile: string }) {
  const layout = spriteLayout(facts)
  await runTool(ffmpegPath(), [
    '-hide_banner', '-nostdin', '-y', '-i', source, '-an',
    '-vf', `fps=1/${layout.interval},scale=${layout.width}:${layout.height},tile=${layout.columns}x${layout.rows}`,
    '-frames:v', '1', '-q:v', '4', spriteFile,
  ])
  const stamp = (seconds: number) => new Date(Math.round(seconds * 1000)).toISOString().slice(11, 23)
  const cues = Array.from({ length: layout.frames }, (_, n) => {
    const x = (n % layout.columns) * layout.width
    const y = Math.floor(n / layout.columns) * layout.height
    const end = Math.min((n + 1) * layout.interval, facts.durationSeconds)
    return `${stamp(n * layout.interval)} --> ${stamp(end)}\n${path.basename(spriteFile)}#xywh=${x},${y},${layout.width},${layout.height}`
  })
  await writeFile(vttFile, `WEBVTT\n\n${cues.join('\n\n')}\n`)
  return layout
}
