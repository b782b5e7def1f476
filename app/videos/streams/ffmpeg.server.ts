import { spawn } from 'node:child_process'
import { setPriority } from 'node:os'
import { getConfig } from '../../config.server'

/** A transcoding step that cannot succeed with this source: retrying would not help. */
export class SourceRejected extends Error {
  override name = 'SourceRejected'
}

/** The ffmpeg and ffprobe programs (Debian's `ffmpeg` package): FFMPEG_PATH and FFPROBE_PATH, else the ones on PATH. */
export const ffmpegPath = () => getConfig().FFMPEG_PATH
export const ffprobePath = () => getConfig().FFPROBE_PATH

/**
 * Runs one of them to the end. Its standard output is read line by line (`-progress pipe:1`);
 * a non-zero exit is an error naming the program's last words on stderr.
 */
export function runTool(program: string, args: string[], { onLine }: { onLine?: (line: string) => void } = {}) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    // Transcoding yields the processor to the site's requests on the same machine.
    if (child.pid) {
      try {
        setPriority(child.pid, 10)
      } catch {
        // Not allowed here: it runs at normal priority.
      }
    }
    let stdout = ''
    let pending = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += onLine ? '' : chunk
      pending += chunk
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) onLine?.(line.trim())
    })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000)
    })
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(`${program} is not installed: video transcoding needs ffmpeg (apt-get install -y ffmpeg)`) : error),
    )
    child.on('close', (code) => {
      if (code === 0) return resolve(stdout)
      const lastWords = stderr.trim().split('\n').slice(-3).join(' ').slice(0, 500)
      reject(new Error(`${program} exited with ${code}: ${lastWords}`))
    })
  })
}
