import { z } from 'zod'
import { courseLevels, educationCategorySlugs } from '../../../courses/course-choices'
import { absoluteUrl, category, categoryFilter, isoTime, pageOf, pageQuery, searchText, uuid } from '.'

const level = z.enum(courseLevels)

export const courseSummary = z
  .object({
    id: uuid,
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    level,
    category,
    instructor: z.string(),
    is_premium: z.boolean(),
    duration_minutes: z.number().int(),
    lessons_count: z.number().int(),
    rating: z.number().meta({ description: 'The members’ average rating, 0–5.' }),
    rating_count: z.number().int(),
    published_at: isoTime,
    url: absoluteUrl,
    thumbnail_url: absoluteUrl.nullable(),
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

export const courseDetail = courseSummary.extend({ lessons: z.array(lesson).meta({ description: 'In order.' }) }).meta({ id: 'Course' })

export const pageOfCourses = pageOf(courseSummary, 'CoursePage')

export const courseListQuery = pageQuery('Courses').extend({
  level: level.optional().meta({ description: 'Only courses of this level.' }),
  category: categoryFilter(educationCategorySlugs),
  q: searchText,
})

/** A course as a learning path lists it. */
const pathCourse = z
  .object({
    id: uuid,
    slug: z.string(),
    order: z.number().int().meta({ description: 'The course’s place in the path, from 1.' }),
    title: z.string(),
    level,
    category,
    instructor: z.string(),
    is_premium: z.boolean(),
    duration_minutes: z.number().int(),
    lessons_count: z.number().int(),
    url: absoluteUrl,
  })
  .meta({ id: 'LearningPathCourse' })

export const learningPathSummary = z
  .object({
    id: uuid,
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    level,
    estimated_hours: z.number().int(),
    courses_count: z.number().int(),
    url: absoluteUrl,
  })
  .meta({ id: 'LearningPathSummary' })

export const learningPathDetail = learningPathSummary.extend({ courses: z.array(pathCourse).meta({ description: 'In order.' }) }).meta({ id: 'LearningPath' })

export const pageOfLearningPaths = pageOf(learningPathSummary, 'LearningPathPage')

export const learningPathListQuery = pageQuery('Learning paths').extend({
  level: level.optional().meta({ description: 'Only paths of this level.' }),
  category: categoryFilter(educationCategorySlugs).meta({ description: 'Only paths holding a course of this category (a category slug).' }),
  q: searchText,
})
