/**
 * The kinds of content editors publish. The admin console edits them and public features such
 * as the API's webhooks report on them, so the list lives outside the console. Client-safe: it
 * imports nothing.
 */
export const contentTypes = ['articles', 'courses', 'paths', 'tutorials', 'videos', 'playlists', 'podcasts', 'series'] as const
export type ContentType = (typeof contentTypes)[number]

export const isContentType = (value: string | undefined): value is ContentType =>
  contentTypes.includes(value as ContentType)
