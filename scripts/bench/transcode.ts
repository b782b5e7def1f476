// npm run bench:transcode: how long this machine takes to turn a minute of uploaded video into
// its adaptive stream (the HLS ladder, the single-file rendition, the poster and the seek-bar
// sprite; decisions 58 and 59), for a
// 1080p, a 720p and a 640×360 source made by ffmpeg (a moving test picture and a tone), next to a
// baseline measured in the same run: ffmpeg only decoding the same source. Prints wall and CPU
// seconds (ffmpeg's own, read from /proc) per minute of source, and the ratio to the baseline.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileRungOf, ladderFor } from '../../app/videos/streams/ladder'
import { probeSource } from '../../app/videos/streams/probe.server'
import { extractPoster, joinRendition, makeSprite, transcodeLadder } from '../../app/videos/streams/transcode.server'

const seconds = Number(process.env.BENCH_SOURCE_SECONDS ?? 30)
const work = mkdtempSync(path.join(tmpdir(), 'lumen-bench-transcode-'))

/** CPU seconds of this process's finished children (utime and stime of /proc/self/stat, fields 16 and 17). */
function childrenCpuSeconds() {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[13]) + Number(fields[14])) / 100
}

async function measure(task: () => Promise<unknown> | unknown) {
  const cpu = childrenCpuSeconds()
  const start = performance.now()
  await task()
  return { wall: (performance.now() - start) / 1000, cpu: childrenCpuSeconds() - cpu }
}

const perMinute = (value: number) => (value * 60) / seconds

try {
  console.log(`Sources of ${seconds} s each (H.264 + AAC); figures are per minute of source.\n`)
  console.log('| source | renditions | baseline decode wall s | transcode wall s | transcode CPU s | × baseline wall | of which single file wall s |')
  console.log('|---|---|---|---|---|---|---|')
  for (const [width, height] of [[1920, 1080], [1280, 720], [640, 360]] as const) {
    const source = path.join(work, `source-${height}.mp4`)
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=30`, '-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000', '-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', source])
    const facts = await probeSource(source)
    const ladder = ladderFor(facts)
    const base = await measure(() => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', source, '-f', 'null', '-']))
    const out = path.join(work, `out-${height}`)
    let join = { wall: 0, cpu: 0 }
    const run = await measure(async () => {
      await transcodeLadder({ source, facts, ladder, outDir: out })
      join = await measure(() => joinRendition({ playlist: path.join(out, `v${fileRungOf(ladder)}`, 'index.m3u8'), file: path.join(out, 'file.mp4') }))
      await extractPoster({ source, facts, width: ladder[0]!.width, file: path.join(out, 'poster.jpg') })
      await makeSprite({ source, facts, spriteFile: path.join(out, 'sprite.jpg'), vttFile: path.join(out, 'thumbnails.vtt') })
    })
    const rungs = ladder.map((rung) => `${rung.height}p`).join(', ')
    console.log(`| ${width}×${height} | ${rungs} | ${perMinute(base.wall).toFixed(1)} | ${perMinute(run.wall).toFixed(1)} | ${perMinute(run.cpu).toFixed(1)} | ${(run.wall / base.wall).toFixed(1)} | ${perMinute(join.wall).toFixed(2)} |`)
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
