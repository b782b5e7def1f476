/** 16-bit mono PCM at one sample rate: the shape espeak-ng writes and ffmpeg reads. */
export interface Pcm {
  rate: number
  samples: Int16Array
}

/** The samples of a 16-bit mono WAV file (any chunks before `data` are skipped). */
export function readWav(buffer: Buffer): Pcm {
  if (buffer.toString('ascii', 0, 4) !== 'RIFF' || buffer.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('Not a WAV file')
  }
  let offset = 12
  let rate = 0
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('ascii', offset, offset + 4)
    const size = buffer.readUInt32LE(offset + 4)
    const body = offset + 8
    if (id === 'fmt ') {
      const channels = buffer.readUInt16LE(body + 2)
      const bits = buffer.readUInt16LE(body + 14)
      if (channels !== 1 || bits !== 16) throw new Error(`Expected 16-bit mono audio, got ${channels} ch / ${bits} bit`)
      rate = buffer.readUInt32LE(body + 4)
    }
    if (id === 'data') {
      // espeak-ng may leave the size open when streaming; the file end bounds it.
      const end = Math.min(buffer.length, body + size)
      const copy = Buffer.from(buffer.subarray(body, end - ((end - body) % 2)))
      return { rate, samples: new Int16Array(copy.buffer, copy.byteOffset, copy.length / 2) }
    }
    offset = body + size + (size % 2)
  }
  throw new Error('WAV file without data')
}

export function writeWav({ rate, samples }: Pcm): Buffer {
  const header = Buffer.alloc(44)
  header.write('RIFF', 0, 'ascii')
  header.writeUInt32LE(36 + samples.length * 2, 4)
  header.write('WAVEfmt ', 8, 'ascii')
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(rate, 24)
  header.writeUInt32LE(rate * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36, 'ascii')
  header.writeUInt32LE(samples.length * 2, 40)
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)])
}

export const silence = (rate: number, seconds: number): Pcm => ({ rate, samples: new Int16Array(Math.round(rate * seconds)) })

/** Joins clips of the same rate end to end. */
export function concat(clips: Pcm[]): Pcm {
  const rate = clips[0]?.rate ?? 22_050
  const total = clips.reduce((sum, clip) => sum + clip.samples.length, 0)
  const samples = new Int16Array(total)
  let at = 0
  for (const clip of clips) {
    if (clip.rate !== rate) throw new Error('Clips differ in sample rate')
    samples.set(clip.samples, at)
    at += clip.samples.length
  }
  return { rate, samples }
}

export const durationOf = (pcm: Pcm) => pcm.samples.length / pcm.rate

/**
 * A short rising three-note chime (sine tones with soft attack and decay), computed
 * sample by sample so every run produces identical audio.
 */
export function chime(rate: number, notes: number[] = [523.25, 659.25, 783.99]): Pcm {
  const step = 0.22
  const length = step * (notes.length - 1) + 0.9
  const samples = new Int16Array(Math.round(rate * length))
  for (let i = 0; i < samples.length; i++) {
    const t = i / rate
    let value = 0
    notes.forEach((frequency, n) => {
      const local = t - n * step
      if (local < 0) return
      const envelope = Math.min(1, local / 0.01) * Math.exp(-local * 4.5)
      value += Math.sin(2 * Math.PI * frequency * local) * envelope * 0.18
    })
    samples[i] = Math.round(Math.max(-1, Math.min(1, value)) * 32_767)
  }
  return { rate, samples }
}
