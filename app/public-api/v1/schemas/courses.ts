import { z } from 'zod'
import { courseLevels, educationCategorySlugs } from '../../../courses/course-choices'
import { absoluteUrl, category, categoryFilter, inOrder, itemIdentity, itemPublication, pageOf, pageQuery, searchText, uuid } from '../schemas'

const level = z.enum(courseLevels)

/** What a course is like, wherever the API lists it. */
const courseFacts = {
  level,
  category,
  instructor: z.string(),
  is_premium: z.boolean(),
  duration_minutes: z.number().int(),
  lessons_count: z.number().int(),
}

export const courseSummary = z
  .object({
    ...itemIdentity,
    description: z.string(),
    ...courseFacts,
    rating: z.number().meta({ description: 'The members’ average rating, 0–5.' }),
    rating_count: z.number().int(),
    ...itemPublication,
  })
  .meta({ id: 'CourseSummary' })

export const lesson = z
  .object({
    id: uuid,
    slug: z.string(),
    order: z.number().int().meta({ description: 'The lesson’s place in the course, from 1.' }),
    title: z.string(),
    duration_minutes: z.number().int(),
    content_html: z.string().meta({ description: 'The lesson’s body, premium courses included (Enterprise includes premium).' }),
    url: absoluteUrl,
  })
  .meta({ id: 'Lesson' })

export const courseDetail = courseSummary.extend({ lessons: inOrder(lesson) }).meta({ id: 'Course' })

export const pageOfCourses = pageOf(courseSummary, 'CoursePage')

/** The filters of the course and learning path lists: a level, a category and words. */
const educationListQuery = (items: string, described: { level: string; category?: string }) =>
  pageQuery(items).extend({
    level: level.optional().meta({ description: described.level }),
    category: categoryFilter(educationCategorySlugs, described.category),
    q: searchText,
  })

export const courseListQuery = educationListQuery('Courses', { level: 'Only courses of this level.' })

/** A course as a learning path lists it. */
const pathCourse = z
  .object({
    id: uuid,
    slug: z.string(),
    order: z.number().int().meta({ description: 'The course’s place in the path, from 1.' }),
    title: z.string(),
    ...courseFacts,
    url: absoluteUrl,
  })
  .meta({ id: 'LearningPathCourse' })

export const learningPathSummary = z
  .object({
    ...itemIdentity,
    description: z.string(),
    level,
    estimated_hours: z.number().int(),
    courses_count: z.number().int(),
    url: absoluteUrl,
  })
  .meta({ id: 'LearningPathSummary' })

export const learningPathDetail = learningPathSummary.extend({ courses: inOrder(pathCourse) }).meta({ id: 'LearningPath' })

export const pageOfLearningPaths = pageOf(learningPathSummary, 'LearningPathPage')

export const learningPathListQuery = educationListQuery('Learning paths', {
  level: 'Only paths of this level.',
  category: 'Only paths holding a course of this category (a category slug).',
})
