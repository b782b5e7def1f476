import { z } from 'zod'
import { levels } from '../../db/schema/columns'
import { coverFocusPoints } from '../../content/cover-focus'
import { educationCategories } from '../../db/schema/courses'
import { tutorialCategories } from '../../db/schema/tutorials'
import { podcastCategories } from '../../db/schema/podcasts'
import { videoCategories, videoTypes } from '../../db/schema/videos'
import {
  checkbox,
  dateTimeField,
  htmlBody,
  idList,
  localMediaPath,
  optionalId,
  optionalWholeNumber,
  plainText,
  requiredText,
  slugField,
  statusField,
  tagsField,
  wholeNumber,
} from './form-fields'
import type { ContentType } from './content-types'

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message })

const publication = { status: statusField, publishedAt: dateTimeField }

/** An uploaded cover's description and focal point (generated covers are decorative and centred). */
const coverDetails = {
  coverAlt: plainText('Cover description', 300).default(''),
  coverFocus: z.preprocess((value) => value || 'center', z.enum(coverFocusPoints, { error: 'Choose where the picture stays in view' })),
}

/** A cover an editor chose (not the generated one) needs its description for readers who cannot see it. */
const needsCoverAlt = (field: string) => (input: Record<string, unknown>, context: z.RefinementCtx) => {
  const cover = String(input[field] ?? '')
  if (cover !== '' && !cover.startsWith('/media/covers/') && !String(input.coverAlt ?? '').trim()) {
    context.addIssue({ code: 'custom', path: ['coverAlt'], message: 'Describe the cover for readers who cannot see it' })
  }
}
const titled = { title: requiredText('Title', 200), slug: slugField }

export const articleSchema = z.object({
  ...titled,
  ...publication,
  excerpt: plainText('Excerpt', 500),
  content: htmlBody,
  author: plainText('Author', 100).default(''),
  categoryId: optionalId('Choose a category from the list'),
  featuredImage: localMediaPath,
  ...coverDetails,
  tags: tagsField,
  isFeatured: checkbox,
  isPremium: checkbox,
  isAiGenerated: checkbox,
}).superRefine(needsCoverAlt('featuredImage'))

const courseSchema = z.object({
  ...titled,
  ...publication,
  description: plainText('Description', 2000),
  level: choice(levels, 'Choose a level'),
  category: choice(educationCategories, 'Choose a category'),
  instructor: plainText('Instructor', 100).default(''),
  durationMinutes: wholeNumber('Duration', 100_000),
  thumbnail: localMediaPath,
  ...coverDetails,
  isPremium: checkbox,
}).superRefine(needsCoverAlt('thumbnail'))

const pathSchema = z.object({
  ...titled,
  status: statusField,
  description: plainText('Description', 2000),
  level: choice(levels, 'Choose a level'),
  estimatedHours: wholeNumber('Estimated hours', 10_000),
  courseIds: idList,
})

const tutorialSchema = z.object({
  ...titled,
  ...publication,
  description: plainText('Description', 2000),
  content: htmlBody,
  difficulty: choice(levels, 'Choose a difficulty'),
  category: choice(tutorialCategories, 'Choose a category'),
  estimatedTime: wholeNumber('Estimated time', 10_000),
  thumbnail: localMediaPath,
  ...coverDetails,
  tags: tagsField,
  isPremium: checkbox,
}).superRefine(needsCoverAlt('thumbnail'))

const videoSchema = z.object({
  ...titled,
  ...publication,
  description: plainText('Description', 5000),
  category: choice(videoCategories, 'Choose a category'),
  videoType: choice(videoTypes, 'Choose a type'),
  author: plainText('Presenter', 100).default(''),
  durationSeconds: wholeNumber('Duration', 100_000),
  thumbnail: localMediaPath,
  ...coverDetails,
  mediaUrl: localMediaPath,
  captionsUrl: localMediaPath,
  isPremium: checkbox,
}).superRefine(needsCoverAlt('thumbnail'))

const playlistSchema = z.object({
  title: requiredText('Title', 200),
  description: plainText('Description', 2000),
  thumbnail: localMediaPath,
  ...coverDetails,
  isPremium: checkbox,
  videoIds: idList,
}).superRefine(needsCoverAlt('thumbnail'))

const podcastSchema = z.object({
  ...titled,
  ...publication,
  seriesId: optionalId('Choose a series from the list'),
  description: plainText('Description', 2000),
  showNotes: htmlBody,
  transcript: plainText('Transcript', 300_000),
  category: choice(podcastCategories, 'Choose a category'),
  host: plainText('Host', 100).default(''),
  guest: plainText('Guest', 100),
  episodeNumber: optionalWholeNumber('Episode number', 100_000),
  durationSeconds: wholeNumber('Duration', 100_000),
  thumbnail: localMediaPath,
  ...coverDetails,
  audioUrl: localMediaPath,
  tags: tagsField,
  isPremium: checkbox,
}).superRefine(needsCoverAlt('thumbnail'))

const seriesSchema = z.object({
  title: requiredText('Title', 200),
  description: plainText('Description', 2000),
  host: plainText('Host', 100).default(''),
  thumbnail: localMediaPath,
  ...coverDetails,
}).superRefine(needsCoverAlt('thumbnail'))

export const lessonSchema = z.object({
  title: requiredText('Title', 200),
  slug: slugField,
  content: htmlBody,
  durationMinutes: wholeNumber('Duration', 10_000),
})

export const schemas = {
  articles: articleSchema,
  courses: courseSchema,
  paths: pathSchema,
  tutorials: tutorialSchema,
  videos: videoSchema,
  playlists: playlistSchema,
  podcasts: podcastSchema,
  series: seriesSchema,
} satisfies Record<ContentType, z.ZodType>

export type ContentInput<T extends ContentType> = z.infer<(typeof schemas)[T]>
export type AnyContentInput = ContentInput<ContentType>
export type LessonInput = z.infer<typeof lessonSchema>

/** The choices the editors offer, sent to the page by the loader. */
export const fixedChoices = {
  levels,
  educationCategories,
  tutorialCategories,
  videoCategories,
  videoTypes,
  podcastCategories,
}
