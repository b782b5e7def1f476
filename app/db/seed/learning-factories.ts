import { eq, max } from 'drizzle-orm'
import { escapeHtml } from '../../lib/escape'
import { sanitizeHtml } from '../../lib/sanitize-html.server'
import { readingTimeMinutes, slugify } from '../../lib/text'
import type { Db } from '../client.server'
import { courseLessons, courses, learningPathCourses, learningPaths, tutorials } from '../schema'
import { insertRow, uniqueSuffix } from './factories'

/** Kinds of generated covers: /media/covers/{kind}/{key}.svg */
type CoverKind = 'course' | 'tutorial' | 'video' | 'playlist' | 'podcast' | 'series'

export const coverPath = (kind: CoverKind, key: string) => `/media/covers/${kind}/${key}.svg`

/** Text with markup goes through the HTML sanitizer; plain text is stored as written. */
export function sanitizeIfHtml(text: string) {
  return /<[a-z!/?]/i.test(text) ? sanitizeHtml(text) : text
}

type CourseInput = Partial<typeof courses.$inferInsert>

/** Creates a published course; the slug and cover follow from the title. */
export async function createCourse(db: Db, input: CourseInput = {}) {
  const title = input.title ?? `Course ${uniqueSuffix()}`
  const slug = input.slug ?? `${slugify(title)}-${uniqueSuffix()}`
  const description = sanitizeIfHtml(input.description ?? `A practical introduction to ${title}.`)
  return insertRow(db, courses, {
    level: 'beginner',
    category: 'Machine Learning',
    instructor: 'Test Instructor',
    durationMinutes: 60,
    rating: 4.5,
    ratingCount: 25,
    status: 'published',
    publishedAt: new Date(),
    thumbnail: coverPath('course', slug),
    ...input,
    title,
    slug,
    description,
  })
}

export type LessonInput = Partial<Omit<typeof courseLessons.$inferInsert, 'courseId'>>

/** Adds a lesson to a course, after its last lesson unless a position is given; content is sanitized. */
export async function createLesson(db: Db, courseId: string, input: LessonInput = {}) {
  let position = input.position
  if (position === undefined) {
    const [last] = await db
      .select({ n: max(courseLessons.position) })
      .from(courseLessons)
      .where(eq(courseLessons.courseId, courseId))
    position = (last?.n ?? 0) + 1
  }
  const title = input.title ?? `Lesson ${position}`
  const content = sanitizeHtml(input.content ?? `<p>${escapeHtml(title)} covers one idea with a worked example.</p>`)
  return insertRow(db, courseLessons, {
    durationMinutes: readingTimeMinutes(content) + 5,
    ...input,
    courseId,
    position,
    title,
    slug: input.slug ?? slugify(title),
    content,
  })
}

type LearningPathInput = Partial<typeof learningPaths.$inferInsert>

/** Creates a published learning path holding the given courses in that order (positions 1..n). */
export async function createLearningPath(db: Db, input: LearningPathInput = {}, courseIds: string[] = []) {
  const title = input.title ?? `Learning path ${uniqueSuffix()}`
  const path = await insertRow(db, learningPaths, {
    level: 'beginner',
    estimatedHours: Math.max(1, courseIds.length * 4),
    status: 'published',
    ...input,
    title,
    slug: input.slug ?? `${slugify(title)}-${uniqueSuffix()}`,
    description: sanitizeIfHtml(input.description ?? `A guided sequence of courses: ${title}.`),
  })
  if (courseIds.length) {
    await db
      .insert(learningPathCourses)
      .values(courseIds.map((courseId, i) => ({ pathId: path.id, courseId, position: i + 1 })))
  }
  return path
}

/** One numbered step of a tutorial: a plain-text title and an HTML body. */
interface TutorialStep {
  title: string
  body: string
}

/** Tutorial HTML: an introduction, "Step N: title" sections in order, and a closing part. */
export function tutorialContent({ intro = '', steps, outro = '' }: { intro?: string; steps: TutorialStep[]; outro?: string }) {
  const sections = steps.map((step, i) => `<h2>Step ${i + 1}: ${escapeHtml(step.title)}</h2>\n${step.body}`)
  return sanitizeHtml([intro, ...sections, outro].filter(Boolean).join('\n'))
}

type TutorialInput = Partial<typeof tutorials.$inferInsert> & {
  /** Builds the content from numbered steps when no content is given. */
  intro?: string
  steps?: TutorialStep[]
  outro?: string
}

/** Creates a published tutorial; content (given, or built from steps) is sanitized. */
export async function createTutorial(db: Db, input: TutorialInput = {}) {
  const { intro, steps, outro, ...fields } = input
  const title = fields.title ?? `Tutorial ${uniqueSuffix()}`
  const slug = fields.slug ?? `${slugify(title)}-${uniqueSuffix()}`
  const content =
    fields.content !== undefined
      ? sanitizeHtml(fields.content)
      : tutorialContent({
          intro,
          steps: steps ?? [{ title: 'Try it', body: `<p>Work through ${escapeHtml(title)} one step at a time.</p>` }],
          outro,
        })
  return insertRow(db, tutorials, {
    difficulty: 'beginner',
    category: 'Python',
    estimatedTime: Math.max(10, readingTimeMinutes(content) * 3),
    tags: ['Python'],
    status: 'published',
    publishedAt: new Date(),
    thumbnail: coverPath('tutorial', slug),
    ...fields,
    title,
    slug,
    description: sanitizeIfHtml(fields.description ?? `A hands-on walkthrough: ${title}.`),
    content,
  })
}
