import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { courseEnrollments } from '../../app/db/schema'
import { uniqueSuffix } from '../../app/db/seed/factories'
import { createCourse, createLearningPath, createLesson } from '../../app/db/seed/learning-factories'
import { loader as listLoader } from '../../app/routes/education'
import { loader as courseLoader } from '../../app/routes/education.course.$slug'
import { action as lessonAction, loader as lessonLoader } from '../../app/routes/education.course.$slug.lesson.$lesson'
import { loader as pathLoader } from '../../app/routes/education.path.$slug'
import { routeArgs } from '../support/route-args'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()
// Signing members in hashes passwords with a memory-hard function: allow for a busy machine.
vi.setConfig({ testTimeout: 30_000 })

const list = (query: string, cookie?: string) => listLoader(routeArgs(`/education?${query}`, {}, { cookie }))
const openCourse = (slug: string, cookie?: string) => courseLoader(routeArgs(`/education/course/${slug}`, { slug }, { cookie }))
const openLesson = (slug: string, lesson: string, cookie?: string) =>
  lessonLoader(routeArgs(`/education/course/${slug}/lesson/${lesson}`, { slug, lesson }, { cookie }))
const complete = (slug: string, lesson: string, cookie?: string, body = { intent: 'complete' }) =>
  lessonAction(routeArgs(`/education/course/${slug}/lesson/${lesson}`, { slug, lesson }, { cookie, form: body }))
/** The status of a settled loader/action: 200, a thrown/returned data() status, or a thrown Response's. */
const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    (value) => (value as { init?: { status?: number } } | null)?.init?.status ?? 200,
    (e: { init?: { status: number }; status?: number }) => e.init?.status ?? e.status,
  )

async function courseWithLessons(fields: Parameters<typeof createCourse>[1] = {}, count = 4) {
  const course = await createCourse(db, { title: `Course ${uniqueSuffix()}`, ...fields })
  const lessons = []
  for (let i = 1; i <= count; i++) {
    lessons.push(await createLesson(db, course.id, { title: `Lesson ${i}`, content: `<p>Body ${i} of ${course.slug}</p>` }))
  }
  return { course, lessons }
}

describe('education list', () => {
  it('filters courses by level, category and text, counts both tabs and lists paths with their courses in order', async () => {
    const word = `Ed${uniqueSuffix()}`
    const a = await createCourse(db, { title: `${word} basics`, level: 'beginner', category: 'Robotics' })
    const b = await createCourse(db, { title: `Advanced ${word}`, level: 'advanced', category: 'AI Ethics', isPremium: true })
    await createLesson(db, b.id)
    await createCourse(db, { title: `Draft ${word}`, status: 'draft' })
    const path = await createLearningPath(db, { title: `${word} path`, level: 'advanced' }, [b.id, a.id])
    const ids = async (query: string) => (await list(`search=${word}&${query}`)).courses.map((c) => c.id).sort()
    expect(await ids('')).toEqual([a.id, b.id].sort())
    expect(await ids('level=advanced')).toEqual([b.id])
    expect(await ids('category=robotics')).toEqual([a.id])
    const all = await list(`search=${word}`)
    expect(all.counts).toEqual({ courses: 2, paths: 1 })
    expect(all.courses.find((c) => c.id === b.id)).toMatchObject({ lessonsCount: 1, isPremium: true, rating: 4.5 })
    const paths = await list(`search=${word}&tab=paths`)
    expect(paths.paths.map((p) => p.id)).toEqual([path.id])
    expect(paths.paths[0]!.courses.map((c) => c.id)).toEqual([b.id, a.id])
    expect((await list(`search=${word}&tab=paths&category=robotics`)).paths).toHaveLength(1)
    expect((await list(`search=${word}&tab=paths&level=beginner`)).paths).toHaveLength(0)
    expect(JSON.stringify(all)).not.toContain('"content"')
  })

  it('answers unknown filters with 400 and a clear message', async () => {
    const error = (await list('level=expert').catch((e: unknown) => e)) as { init: { status: number }; data: { message: string } }
    expect(error.init.status).toBe(400)
    expect(error.data.message).toContain('Unknown level')
    expect(await statusOf(list('category=cooking'))).toBe(400)
    expect(await statusOf(list('tab=videos'))).toBe(400)
    expect(await statusOf(list('level=&category=&tab='))).toBe(200)
  })
})

describe('course progress', () => {
  it('starts on the first lesson opened, resumes at the last one, counts percent and completes at 100%', async () => {
    const { course, lessons } = await courseWithLessons()
    const { user, cookie } = await signedInMember(db)
    const fresh = await openCourse(course.slug, cookie)
    expect(fresh.progress).toMatchObject({ hasStarted: false, percent: 0, total: 4, resumeLessonSlug: lessons[0]!.slug })

    const opened = await openLesson(course.slug, lessons[1]!.slug, cookie)
    expect(opened.lesson.content).toContain('Body 2')
    expect(opened.previous?.slug).toBe(lessons[0]!.slug)
    expect(opened.next?.slug).toBe(lessons[2]!.slug)
    expect((await openCourse(course.slug, cookie)).progress).toMatchObject({ hasStarted: true, resumeLessonSlug: lessons[1]!.slug })

    expect(await complete(course.slug, lessons[0]!.slug, cookie)).toMatchObject({ ok: true, completed: 1, total: 4, percent: 25 })
    expect(await complete(course.slug, lessons[0]!.slug, cookie)).toMatchObject({ completed: 1, percent: 25 })
    await complete(course.slug, lessons[1]!.slug, cookie)
    await openLesson(course.slug, lessons[2]!.slug, cookie)
    const half = await openCourse(course.slug, cookie)
    expect(half.progress).toMatchObject({ percent: 50, completed: 2, resumeLessonSlug: lessons[2]!.slug })
    expect(half.progress.completedLessonIds.sort()).toEqual([lessons[0]!.id, lessons[1]!.id].sort())

    await complete(course.slug, lessons[2]!.slug, cookie)
    const [before] = await db.select().from(courseEnrollments).where(eq(courseEnrollments.userId, user.id))
    expect(before!.completedAt).toBeNull()
    expect(await complete(course.slug, lessons[3]!.slug, cookie)).toMatchObject({ completed: 4, percent: 100 })
    const [after] = await db.select().from(courseEnrollments).where(eq(courseEnrollments.userId, user.id))
    expect(after!.completedAt).toBeInstanceOf(Date)
    expect((await openCourse(course.slug, cookie)).progress.percent).toBe(100)
  })

  it('lets visitors read free lessons without recording anything; marking complete sends them to log in', async () => {
    const { course, lessons } = await courseWithLessons({}, 2)
    const page = await openLesson(course.slug, lessons[1]!.slug)
    expect(page.lesson.content).toContain('Body 2')
    expect(page.isSignedIn).toBe(false)
    const enrollments = await db.select().from(courseEnrollments).where(eq(courseEnrollments.courseId, course.id))
    expect(enrollments).toEqual([])
    const redirect = (await complete(course.slug, lessons[1]!.slug).catch((e: unknown) => e)) as Response
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('Location')).toBe(`/login?redirect=${encodeURIComponent(`/education/course/${course.slug}/lesson/${lessons[1]!.slug}`)}`)
  })

  it('answers unknown courses, lessons and paths with 404 and bad actions with 400', async () => {
    const { course, lessons } = await courseWithLessons({}, 1)
    const { cookie } = await signedInMember(db)
    expect(await statusOf(openCourse('no-such-course'))).toBe(404)
    expect(await statusOf(openLesson(course.slug, 'no-such-lesson'))).toBe(404)
    expect(await statusOf(openLesson('no-such-course', lessons[0]!.slug))).toBe(404)
    expect(await statusOf(pathLoader(routeArgs('/education/path/nope', { slug: 'nope' })))).toBe(404)
    const draft = await createCourse(db, { status: 'draft' })
    expect(await statusOf(openCourse(draft.slug))).toBe(404)
    expect(await statusOf(complete(course.slug, 'no-such-lesson', cookie))).toBe(404)
    expect(await statusOf(complete(course.slug, lessons[0]!.slug, cookie, { intent: 'explode' }))).toBe(400)
  })
})
