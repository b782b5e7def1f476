import { listCoursePage, type CourseCard } from '../../../courses/catalog.server'
import { educationCategoryNameOf, educationCategorySlugOf, coursePath, learningPathPath, lessonPath, type CourseLevel, type EducationCategorySlug } from '../../../courses/course-choices'
import { getCourse } from '../../../courses/course.server'
import { listLessonsWithContent } from '../../../courses/lesson.server'
import { getPathWithProgress, listPathPage } from '../../../courses/paths.server'
import type { PathCourse } from '../../../courses/path-progress.server'
import { slugParams } from '../schemas'
import { courseDetail, courseListQuery, learningPathDetail, learningPathListQuery, pageOfCourses, pageOfLearningPaths } from '../schemas/courses'
import { absolute, categoryOf, defineDetailEndpoint, defineListEndpoint, endpointGroup, identityOf, publicationOf, searchPageOf } from './endpoint'

type CourseRow = Omit<CourseCard, 'lessonsCount'> & { lessonsCount?: number; publishedAt: Date | null }

/** What a course is like, wherever the API lists it (see `courseFacts`). */
const courseFactsOf = (course: Pick<CourseRow, 'level' | 'category' | 'instructor' | 'isPremium' | 'durationMinutes'>, lessonsCount: number) => ({
  level: course.level as CourseLevel,
  category: categoryOf(course.category, educationCategorySlugOf),
  instructor: course.instructor,
  is_premium: course.isPremium,
  duration_minutes: course.durationMinutes,
  lessons_count: lessonsCount,
})

function courseSummaryOf(course: CourseRow, lessonsCount: number) {
  return {
    ...identityOf(course),
    description: course.description,
    ...courseFactsOf(course, lessonsCount),
    rating: course.rating,
    rating_count: course.ratingCount,
    ...publicationOf(course, coursePath(course.slug)),
  }
}

function pathCourseOf(course: PathCourse, index: number) {
  return {
    id: course.id,
    slug: course.slug,
    order: index + 1,
    title: course.title,
    ...courseFactsOf(course, course.lessonsCount),
    url: absolute(coursePath(course.slug)),
  }
}

function pathSummaryOf(path: { id: string; slug: string; title: string; description: string; level: string; estimatedHours: number; courses: PathCourse[] }) {
  return {
    ...identityOf(path),
    description: path.description,
    level: path.level as CourseLevel,
    estimated_hours: path.estimatedHours,
    courses_count: path.courses.length,
    url: absolute(learningPathPath(path.slug)),
  }
}

/** The level, category and search filters that course and learning path lists share. */
const educationFilterOf = (query: { level?: CourseLevel; category?: EducationCategorySlug; q?: string; cursor?: string; limit: number }) => ({
  level: query.level,
  category: educationCategoryNameOf(query.category),
  ...searchPageOf(query),
})

export const courseEndpoints = endpointGroup('Courses', [
  defineListEndpoint({
    path: '/courses',
    operationId: 'listCourses',
    summary: 'Published courses, newest first, a page at a time',
    query: courseListQuery,
    response: pageOfCourses,
    list: (db, query) => listCoursePage(db, educationFilterOf(query)),
    data: (page) => page.courses.map((course) => courseSummaryOf(course, course.lessonsCount)),
  }),
  defineDetailEndpoint({
    path: '/courses/:slug',
    operationId: 'getCourse',
    summary: 'One course with its lessons in order, each with its content',
    params: slugParams,
    response: courseDetail,
    find: (db, { slug }) => getCourse(db, slug),
    async answer(course, db) {
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
  defineListEndpoint({
    path: '/learning-paths',
    operationId: 'listLearningPaths',
    summary: 'Published learning paths, newest first, a page at a time',
    query: learningPathListQuery,
    response: pageOfLearningPaths,
    list: (db, query) => listPathPage(db, educationFilterOf(query)),
    data: (page) => page.paths.map(pathSummaryOf),
  }),
  defineDetailEndpoint({
    path: '/learning-paths/:slug',
    operationId: 'getLearningPath',
    summary: 'One learning path with its courses in order',
    params: slugParams,
    response: learningPathDetail,
    find: (db, { slug }) => getPathWithProgress(db, slug),
    answer: (path) => ({ ...pathSummaryOf(path), courses: path.courses.map(pathCourseOf) }),
  }),
])
