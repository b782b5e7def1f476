import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { sentencePhrases } from '../../app/podcasts/transcript-vtt'
import { concat, durationOf, readWav, silence, type Pcm } from './wav'

/** One caption: the words spoken between `start` and `end` seconds. */
export interface Cue {
  start: number
  end: number
  text: string
}

const GAP_SECONDS = 0.3
const SENTENCE_GAP_SECONDS = 0.45

/** Splits text into caption-sized phrases: sentences, then clauses, then even word runs (as the episodes' transcripts). */
export function phrases(text: string): { text: string; endsSentence: boolean }[] {
  const sentences = text.replace(/\s+/g, ' ').trim().split(/(?<=[.!?])\s+(?=[A-Z0-9"'])/)
  return sentences.flatMap((sentence) => {
    const pieces = sentencePhrases(sentence)
    return pieces.map((piece, i) => ({ text: piece, endsSentence: i === pieces.length - 1 }))
  })
}

/** What the speech engine should say for a phrase written for readers. */
const spoken = (text: string) => text.replace(/&/g, 'and').replace(/[“”]/g, '"').replace(/[‘’]/g, "'")

/** One phrase spoken by espeak-ng into 16-bit mono PCM. */
function speak(text: string, voice: string, workDir: string, index: number): Pcm {
  const file = path.join(workDir, `phrase-${index}.wav`)
  execFileSync('espeak-ng', ['-v', voice, '-s', '158', '-p', '46', '-w', file, spoken(text)])
  const pcm = readWav(readFileSync(file))
  rmSync(file)
  return pcm
}

/**
 * Speaks the text phrase by phrase after an optional lead-in clip, and returns the audio
 * with one caption per phrase timed from the exact sample counts.
 */
export function narrate(text: string, { voice, workDir, leadIn }: { voice: string; workDir: string; leadIn?: Pcm }) {
  const clips: Pcm[] = leadIn ? [leadIn] : []
  const cues: Cue[] = []
  let at = leadIn ? durationOf(leadIn) : 0
  phrases(text).forEach((phrase, i) => {
    const clip = speak(phrase.text, voice, workDir, i)
    clips.push(clip)
    cues.push({ start: at, end: at + durationOf(clip), text: phrase.text })
    const gap = silence(clip.rate, phrase.endsSentence ? SENTENCE_GAP_SECONDS : GAP_SECONDS)
    clips.push(gap)
    at += durationOf(clip) + durationOf(gap)
  })
  const rate = clips.find((clip) => clip.samples.length)?.rate ?? 22_050
  clips.push(silence(rate, 0.8))
  return { audio: concat(clips), cues }
}

const timestamp = (seconds: number) => {
  const ms = Math.round(seconds * 1000)
  const h = Math.floor(ms / 3_600_000)
  const m = Math.floor(ms / 60_000) % 60
  const s = Math.floor(ms / 1000) % 60
  const pad = (n: number, width = 2) => String(n).padStart(width, '0')
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`
}

/** A WebVTT file with the cues in order. */
export function toWebVtt(cues: Cue[]) {
  const body = cues.map((cue, i) => `${i + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cue.text}`).join('\n\n')
  return `WEBVTT\n\n${body}\n`
}
