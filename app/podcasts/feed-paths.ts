/** Addresses of an episode's feed files and of a member's private feeds (client-safe). */

export const transcriptPath = (slug: string) => `/podcasts/${encodeURIComponent(slug)}/transcript.vtt`
export const chaptersPath = (slug: string) => `/podcasts/${encodeURIComponent(slug)}/chapters.json`

/** Everything under one member's private feed address carries their token. */
const privateRoot = (token: string) => `/podcast-feeds/${token}`
export const privateFeedPath = (token: string, seriesId: string) => `${privateRoot(token)}/series/${seriesId}.xml`
export const privateAudioPath = (token: string, slug: string) => `${privateRoot(token)}/audio/${encodeURIComponent(slug)}.mp3`
export const privateTranscriptPath = (token: string, slug: string) => `${privateRoot(token)}/transcript/${encodeURIComponent(slug)}.vtt`
export const privateChaptersPath = (token: string, slug: string) => `${privateRoot(token)}/chapters/${encodeURIComponent(slug)}.json`

/** Links that open a feed address in podcast apps: the podcast: scheme (Apple Podcasts and most apps) and Overcast. */
export function podcastAppLinks(feedUrl: string) {
  const withoutScheme = feedUrl.replace(/^https?:\/\//, '')
  return {
    podcastScheme: `podcast://${withoutScheme}`,
    overcast: `overcast://x-callback-url/add?url=${encodeURIComponent(feedUrl)}`,
  }
}
