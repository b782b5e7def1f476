/**
 * Captions for an episode from its plain-text transcript. Without word timings the cues are an
 * estimate: caption-sized phrases spread over the spoken part of the audio by their length.
 */
import { escapeWebVtt } from '../lib/escape'

const MAX_WORDS = 12
const GAP_MS = 250

/** Words ending in a full stop that do not end a sentence ("Dr. Anselm Kovač"). */
const ABBREVIATIONS = new Set(['dr', 'prof', 'mr', 'mrs', 'ms', 'st', 'jr', 'sr', 'vs', 'e.g', 'i.e'])

/**
 * Splits plain text into sentences at `.`, `!` or `?` (closing quotes or brackets may follow)
 * before a word that starts with a capital, digit or opening quote; titles such as "Dr." and
 * single initials do not end a sentence.
 */
export function splitSentences(text: string): string[] {
  const words = text.split(/\s+/).filter(Boolean)
  const sentences: string[] = []
  let current: string[] = []
  words.forEach((word, i) => {
    current.push(word)
    const next = words[i + 1]
    if (next === undefined || (endsSentence(word) && /^["'“‘([]?[\p{Lu}\p{N}]/u.test(next))) {
      sentences.push(current.join(' '))
      current = []
    }
  })
  return sentences
}

function endsSentence(word: string) {
  const match = /^(.*?)([.!?])["'”’)\]]*$/.exec(word)
  if (!match) return false
  if (match[2] !== '.') return true
  const stem = match[1]!.replace(/^["'“‘(]+/, '')
  return !ABBREVIATIONS.has(stem.toLowerCase()) && !/^\p{Lu}$/u.test(stem)
}

const wordCount = (text: string) => text.split(' ').length

/** Caption-sized phrases: sentences, then clauses at `,` `;` `:` (joined while short), then even runs of at most 12 words. */
export function captionPhrases(text: string): string[] {
  return splitSentences(text).flatMap(sentencePhrases)
}

/** One sentence as caption-sized phrases: its clauses (joined while short), long ones cut into even runs of at most 12 words. */
export function sentencePhrases(sentence: string): string[] {
  const clauses = sentence.split(/(?<=[,;:])\s+/).reduce<string[]>((parts, clause) => {
    const last = parts.at(-1)
    if (last && wordCount(last) + wordCount(clause) <= MAX_WORDS) parts[parts.length - 1] = `${last} ${clause}`
    else parts.push(clause)
    return parts
  }, [])
  return clauses.flatMap(evenRuns)
}

function evenRuns(clause: string): string[] {
  const list = clause.split(' ')
  if (list.length <= MAX_WORDS) return [clause]
  const runs = Math.ceil(list.length / MAX_WORDS)
  const size = Math.ceil(list.length / runs)
  return Array.from({ length: runs }, (_, i) => list.slice(i * size, (i + 1) * size).join(' '))
}

/** Joins neighbouring phrases so there are at most `count`, each group about as long as the others. */
function mergeInto(phrases: string[], count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    phrases.slice(Math.floor((i * phrases.length) / count), Math.floor(((i + 1) * phrases.length) / count)).join(' '),
  )
}

const timestamp = (ms: number) => {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0')
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`
}

/**
 * A WebVTT document for the transcript: its phrases spread over [leadIn, duration - tail] in
 * proportion to their character counts, with a short gap between cues. When that span leaves
 * under a second a cue, the whole episode is used instead; cues always increase, never overlap
 * and end by the duration. Null when there is no text or no playing time to place it in.
 */
export function transcriptVtt({
  text,
  durationSeconds,
  leadInSeconds = 1.2,
  tailSeconds = 0.8,
}: {
  text: string
  durationSeconds: number
  leadInSeconds?: number
  tailSeconds?: number
}): string | null {
  let phrases = captionPhrases(text.replace(/\s+/g, ' ').trim())
  const totalMs = Math.floor(durationSeconds * 1000)
  if (phrases.length === 0 || !(totalMs > 0)) return null

  let from = Math.min(totalMs, Math.max(0, Math.round(leadInSeconds * 1000)))
  let to = Math.max(0, Math.min(totalMs, Math.round((durationSeconds - tailSeconds) * 1000)))
  if (to - from < phrases.length * 1000) [from, to] = [0, totalMs]
  // Every cue needs at least a millisecond of its own.
  if (phrases.length > to - from) phrases = mergeInto(phrases, to - from)

  const n = phrases.length
  const span = to - from
  const gap = Math.max(0, Math.min(GAP_MS, Math.floor((span - n) / (10 * n))))
  const spare = span - gap * (n - 1) - n
  const weights = phrases.map((phrase) => phrase.length)
  const totalWeight = weights.reduce((sum, w) => sum + w, 0)

  let weightSoFar = 0
  let start = from
  const cues = phrases.map((phrase, i) => {
    weightSoFar += weights[i]!
    const end = from + gap * i + (i + 1) + Math.floor((spare * weightSoFar) / totalWeight)
    const cue = `${i + 1}\n${timestamp(start)} --> ${timestamp(end)}\n${escapeWebVtt(phrase)}`
    start = end + gap
    return cue
  })
  return `WEBVTT\n\n${cues.join('\n\n')}\n`
}
