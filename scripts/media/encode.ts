import { execFileSync } from 'node:child_process'

/** Flags that keep encoder versions, random ids and dates out of the files, so runs are repeatable. */
const reproducible = ['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact', '-map_metadata', '-1']

function ffmpeg(args: string[]) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: ['ignore', 'inherit', 'inherit'] })
}

/**
 * A 640×360 VP9/Opus WebM: the still title card at 10 frames a second with a bar growing
 * along the bottom edge as the narration plays. One encoder thread keeps output identical.
 */
export function encodeVideo({ card, audio, seconds, barColor, output }: {
  card: string
  audio: string
  seconds: number
  barColor: string
  output: string
}) {
  const length = seconds.toFixed(3)
  ffmpeg([
    '-loop', '1', '-framerate', '10', '-i', card,
    '-f', 'lavfi', '-i', `color=c=${barColor.replace('#', '0x')}:s=640x6:r=10`,
    '-i', audio,
    '-filter_complex', `[0:v][1:v]overlay=x='-w+w*t/${length}':y=H-h:shortest=1,format=yuv420p[v]`,
    '-map', '[v]', '-map', '2:a', '-t', length,
    '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-deadline', 'good', '-cpu-used', '4',
    '-threads', '1', '-row-mt', '0', '-g', '30', '-pix_fmt', 'yuv420p',
    '-c:a', 'libopus', '-b:a', '24k', '-ac', '1', '-ar', '48000',
    ...reproducible, output,
  ])
}

/** A mono 32 kbit/s MP3 with title, artist, album and track tags. */
export function encodeAudio({ audio, tags, output }: { audio: string; tags: Record<string, string>; output: string }) {
  ffmpeg([
    '-i', audio,
    '-c:a', 'libmp3lame', '-b:a', '32k', '-ac', '1', '-ar', '22050',
    ...reproducible,
    '-id3v2_version', '3',
    ...Object.entries(tags).flatMap(([key, value]) => ['-metadata', `${key}=${value}`]),
    output,
  ])
}

/** The playing time of a media file in seconds, as the browser will report it. */
export function probeSeconds(file: string) {
  const out = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file])
  const seconds = Number(out.toString().trim())
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`Could not read the duration of ${file}`)
  return seconds
}

/** Fails early with the install command when a tool is missing. */
export function checkTools() {
  for (const tool of ['ffmpeg', 'ffprobe', 'espeak-ng']) {
    try {
      execFileSync(tool, [tool === 'espeak-ng' ? '--version' : '-version'], { stdio: 'ignore' })
    } catch {
      throw new Error(`${tool} is needed to generate the demo media: apt-get install -y ffmpeg espeak-ng`)
    }
  }
}
