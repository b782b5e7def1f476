import { ffprobePath, runTool, SourceRejected } from './ffmpeg.server'

export interface SourceFacts {
  durationSeconds: number
  width: number
  height: number
  hasAudio: boolean
}

interface ProbeOutput {
  format?: { duration?: string }
  streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[]
}

/**
 * What the uploaded file holds (ffprobe): its length, picture size and whether it has sound.
 * A file ffprobe cannot read, or one without a picture, is refused with the reason.
 */
export async function probeSource(file: string): Promise<SourceFacts> {
  let output: ProbeOutput
  try {
    output = JSON.parse(await runTool(ffprobePath(), ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file])) as ProbeOutput
  } catch (error) {
    if (error instanceof Error && /not installed/.test(error.message)) throw error
    throw new SourceRejected('The uploaded file is not a video that can be read (it may be damaged or cut short). Upload the original file again.')
  }
  const video = output.streams?.find((stream) => stream.codec_type === 'video' && stream.width && stream.height)
  if (!video) throw new SourceRejected('The uploaded file has no video picture. Upload a video file (MP4, WebM, MOV or MKV).')
  const durationSeconds = Number(output.format?.duration ?? video.duration ?? 0)
  if (!(durationSeconds > 0)) throw new SourceRejected('The uploaded file has no length that can be read. Upload the original file again.')
  return { durationSeconds, width: video.width!, height: video.height!, hasAudio: Boolean(output.streams?.some((stream) => stream.codec_type === 'audio')) }
}
