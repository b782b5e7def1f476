import { listCoursePage, type CourseCard } from '../../../courses/catalog.server'
import { educationCategoryBySlug, educationCategorySlugOf, coursePath, learningPathPath, lessonPath, type CourseLevel } from '../../../courses/course-choices'
import { getCourse } from '../../../courses/course.server'
import { listLessonsWithContent } from '../../../courses/lesson.server'
import { getPathWithProgress, listPathPage } from '../../../courses/paths.server'
import type { PathCourse } from '../../../courses/path-progress.server'
import { slugParams } from '../schemas'
import { courseDetail, courseListQuery, learningPathDetail, learningPathListQuery, pageOfCourses, pageOfLearningPaths } from '../schemas/courses'
import { absolute, absoluteOrNull, categoryNamed, categoryOf, defineEndpoint, iso, searchPageOf } from './endpoint'

type CourseRow = Omit<CourseCard, 'lessonsCount'> & { lessonsCount?: number; publishedAt: Date | null }

function courseSummaryOf(course: CourseRow, lessonsCount: number) {
  return {
    id: course.id,
    slug: course.slug,
    title: course.title,
    description: course.description,
    level: course.level as CourseLevel,
    category: categoryOf(course.category, educationCategorySlugOf),
    instructor: course.instructor,
    is_premium: course.isPremium,
    duration_minutes: course.durationMinutes,
    lessons_count: lessonsCount,
    rating: course.rating,
    rating_count: course.ratingCount,
    published_at: iso(course.publishedAt!),
    url: absolute(coursePath(course.slug)),
    thumbnail_url: absoluteOrNull(course.thumbnail),
  }
}

function pathCourseOf(course: PathCourse, index: number) {
  return {
    id: course.id,
    slug: course.slug,
    order: index + 1,
    title: course.title,
    level: course.level as CourseLevel,
    category: categoryOf(course.category, educationCategorySlugOf),
    instructor: course.instructor,
    is_premium: course.isPremium,
    duration_minutes: course.durationMinutes,
    lessons_count: course.lessonsCount,
    url: absolute(coursePath(course.slug)),
  }
}

function pathSummaryOf(path: { id: string; slug: string; title: string; description: string; level: string; estimatedHours: number; courses: PathCourse[] }) {
  return {
    id: path.id,
    slug: path.slug,
    title: path.title,
    description: path.description,
    level: path.level as CourseLevel,
    estimated_hours: path.estimatedHours,
    courses_count: path.courses.length,
    url: absolute(learningPathPath(path.slug)),
  }
}

export const courseEndpoints = [
  defineEndpoint({
    path: '/courses',
    operationId: 'listCourses',
    summary: 'Published courses, newest first, a page at a time',
    tag: 'Courses',
    query: courseListQuery,
    response: pageOfCourses,
    async run(db, { query }) {
      const page = await listCoursePage(db, { level: query.level, category: categoryNamed(educationCategoryBySlug, query.category), ...searchPageOf(query) })
      return { data: page.courses.map((course) => courseSummaryOf(course, course.lessonsCount)), next_cursor: page.nextCursor }
    },
  }),
  defineEndpoint({
    path: '/courses/:slug',
    operationId: 'getCourse',
    summary: 'One course with its lessons in order, each with its content',
    tag: 'Courses',
    params: slugParams,
    response: courseDetail,
    async run(db, { params }) {
      const course = await getCourse(db, params.slug)
      if (!course) return null
      const lessons = await listLessonsWithContent(db, course.id)
      return {
        ...courseSummaryOf(course, lessons.length),
        lessons: lessons.map((lesson) => ({
          id: lesson.id,
          slug: lesson.slug,
          order: lesson.position,
          title: lesson.title,
          duration_minutes: lesson.durationMinutes,
          content_html: lesson.content,
          url: absolute(lessonPath(course.slug, lesson.slug)),
        })),
      }
    },
  }),
  defineEndpoint({
    path: '/learning-paths',
    operationId: 'listLearningPaths',
    summary: 'Published learning paths, newest first, a page at a time',
    tag: 'Courses',
    query: learningPathListQuery,
    response: pageOfLearningPaths,
    async run(db, { query }) {
      const page = await listPathPage(db, { level: query.level, category: categoryNamed(educationCategoryBySlug, query.category), ...searchPageOf(query) })
      return { data: page.paths.map(pathSummaryOf), next_cursor: page.nextCursor }
    },
  }),
  defineEndpoint({
    path: '/learning-paths/:slug',
    operationId: 'getLearningPath',
    summary: 'One learning path with its courses in order',
    tag: 'Courses',
    params: slugParams,
    response: learningPathDetail,
    async run(db, { params }) {
      const path = await getPathWithProgress(db, params.slug)
      if (!path) return null
      return { ...pathSummaryOf(path), courses: path.courses.map(pathCourseOf) }
    },
  }),
]
