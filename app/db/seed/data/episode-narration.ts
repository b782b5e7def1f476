import { splitSentences } from '../../../podcasts/transcript-vtt'
import type { SeedPodcastEpisode } from './podcasts-series'

/** The text with a full stop added unless it already ends in `.`, `!` or `?`. */
export const withStop = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)

/**
 * What the demo audio of an episode says (scripts/generate-media.ts speaks exactly this), so
 * the seeded transcript matches the recording.
 */
export function episodeNarration(
  episode: Pick<SeedPodcastEpisode, 'title' | 'description' | 'episodeNumber' | 'guest'>,
  series: { title: string; host: string },
): string {
  const guest = episode.guest ? `, and my guest today is ${episode.guest}` : ''
  return `Welcome to ${series.title}, episode ${episode.episodeNumber}. ${withStop(episode.title)} I'm ${series.host}${guest}. ${episode.description}`
}

/**
 * The narration as a plain-text transcript: paragraphs of two or three sentences separated by a
 * blank line, which the episode page shows as separate paragraphs.
 */
export function episodeTranscript(
  episode: Pick<SeedPodcastEpisode, 'title' | 'description' | 'episodeNumber' | 'guest'>,
  series: { title: string; host: string },
): string {
  const sentences = splitSentences(episodeNarration(episode, series))
  const count = Math.ceil(sentences.length / 3)
  return Array.from({ length: count }, (_, i) =>
    sentences.slice(Math.ceil((i * sentences.length) / count), Math.ceil(((i + 1) * sentences.length) / count)).join(' '),
  ).join('\n\n')
}
