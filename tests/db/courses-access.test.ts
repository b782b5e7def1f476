import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { courses } from '../../app/db/schema'
import { uniqueSuffix } from '../../app/db/seed/factories'
import { createCourse, createLearningPath, createLesson } from '../../app/db/seed/learning-factories'
import { rateCourse } from '../../app/courses/ratings.server'
import { action as courseAction, loader as courseLoader } from '../../app/routes/education.course.$slug'
import { action as lessonAction, loader as lessonLoader } from '../../app/routes/education.course.$slug.lesson.$lesson'
import { loader as pathLoader } from '../../app/routes/education.path.$slug'
import { routeArgs } from '../support/route-args'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()
// Signing members in hashes passwords with a memory-hard function: allow for a busy machine.
vi.setConfig({ testTimeout: 30_000 })

const openCourse = (slug: string, cookie?: string) => courseLoader(routeArgs(`/education/course/${slug}`, { slug }, { cookie }))
const openLesson = (slug: string, lesson: string, cookie?: string) =>
  lessonLoader(routeArgs(`/education/course/${slug}/lesson/${lesson}`, { slug, lesson }, { cookie }))
const complete = (slug: string, lesson: string, cookie?: string) =>
  lessonAction(routeArgs(`/education/course/${slug}/lesson/${lesson}`, { slug, lesson }, { cookie, form: { intent: 'complete' } }))
const rate = (slug: string, rating: string, cookie?: string) =>
  courseAction(routeArgs(`/education/course/${slug}`, { slug }, { cookie, form: { intent: 'rate', rating } }))
const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    (value) => (value as { init?: { status?: number } } | null)?.init?.status ?? 200,
    (e: { init?: { status: number }; status?: number }) => e.init?.status ?? e.status,
  )
const figures = async (id: string) =>
  (await db.select({ rating: courses.rating, ratingCount: courses.ratingCount }).from(courses).where(eq(courses.id, id)))[0]!

async function premiumCourse() {
  const secret = `members-only-${uniqueSuffix()}`
  const course = await createCourse(db, { isPremium: true })
  const lessons = [
    await createLesson(db, course.id, { title: 'Preview', content: '<p>The open preview lesson</p>' }),
    await createLesson(db, course.id, { title: 'Deep dive', content: `<p>${secret} walkthrough</p>` }),
  ]
  return { course, lessons, secret }
}

describe('premium lessons', () => {
  it('never send a locked body to a visitor or a free member, but open for a premium member', async () => {
    const { course, lessons, secret } = await premiumCourse()
    const { cookie: freeCookie } = await signedInMember(db)
    const { cookie: premiumCookie } = await signedInMember(db, { subscriptionTier: 'premium' })
    for (const cookie of [undefined, freeCookie]) {
      const locked = await openLesson(course.slug, lessons[1]!.slug, cookie)
      expect(locked.lesson).toMatchObject({ isLocked: true, content: null })
      expect(JSON.stringify(locked)).not.toContain(secret)
      const preview = await openLesson(course.slug, lessons[0]!.slug, cookie)
      expect(preview.lesson).toMatchObject({ isLocked: false, isPreview: true })
      expect(preview.lesson.content).toContain('open preview lesson')
      expect(JSON.stringify(await openCourse(course.slug, cookie))).not.toContain(secret)
    }
    const open = await openLesson(course.slug, lessons[1]!.slug, premiumCookie)
    expect(open.lesson.isLocked).toBe(false)
    expect(open.lesson.content).toContain(secret)
  })

  it('refuses to complete a locked lesson (403) and does not record it as the last lesson', async () => {
    const { course, lessons } = await premiumCourse()
    const { cookie } = await signedInMember(db)
    await openLesson(course.slug, lessons[0]!.slug, cookie)
    await openLesson(course.slug, lessons[1]!.slug, cookie)
    expect((await openCourse(course.slug, cookie)).progress.resumeLessonSlug).toBe(lessons[0]!.slug)
    expect(await statusOf(complete(course.slug, lessons[1]!.slug, cookie))).toBe(403)
    expect(await complete(course.slug, lessons[0]!.slug, cookie)).toMatchObject({ ok: true, completed: 1, total: 2, percent: 50 })
  })
})

describe('course ratings', () => {
  it('need a started course, take 1–5 once per member, can be changed and keep an exact average', async () => {
    const course = await createCourse(db, { rating: 0, ratingCount: 0 })
    const lesson = await createLesson(db, course.id)
    const first = await signedInMember(db)
    const second = await signedInMember(db)
    expect(await statusOf(rate(course.slug, '4', first.cookie))).toBe(403)
    await openLesson(course.slug, lesson.slug, first.cookie)
    await openLesson(course.slug, lesson.slug, second.cookie)
    for (const bad of ['0', '6', '3.5', 'five', '']) expect(await statusOf(rate(course.slug, bad, first.cookie)), bad).toBe(400)

    expect(await rate(course.slug, '4', first.cookie)).toMatchObject({ ok: true, rating: 4, ratingCount: 1, memberRating: 4 })
    expect(await rate(course.slug, '5', second.cookie)).toMatchObject({ rating: 4.5, ratingCount: 2 })
    expect(await rate(course.slug, '1', first.cookie)).toMatchObject({ rating: 3, ratingCount: 2, memberRating: 1 })
    expect(await figures(course.id)).toEqual({ rating: 3, ratingCount: 2 })
    expect((await openCourse(course.slug, first.cookie)).progress.memberRating).toBe(1)
    expect(await statusOf(rate('no-such-course', '3', first.cookie))).toBe(404)
  })

  it('adjust the carried-over average of a course rated before, in the same transaction', async () => {
    const course = await createCourse(db, { rating: 4.5, ratingCount: 25 })
    const lesson = await createLesson(db, course.id)
    const { user, cookie } = await signedInMember(db)
    await openLesson(course.slug, lesson.slug, cookie)
    expect(await rateCourse(db, { userId: user.id, courseSlug: course.slug, rating: 5 })).toMatchObject({ rating: 4.52, ratingCount: 26 })
    expect(await rateCourse(db, { userId: user.id, courseSlug: course.slug, rating: 3 })).toMatchObject({ rating: 4.44, ratingCount: 26 })
    expect(await figures(course.id)).toEqual({ rating: 4.44, ratingCount: 26 })
  })

  it('count every one of several members rating at the same time', async () => {
    const course = await createCourse(db, { rating: 0, ratingCount: 0 })
    const lesson = await createLesson(db, course.id)
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => signedInMember(db)))
    for (const { cookie } of members) await openLesson(course.slug, lesson.slug, cookie)
    await Promise.all(members.map(({ user }, i) => rateCourse(db, { userId: user.id, courseSlug: course.slug, rating: i + 1 })))
    expect(await figures(course.id)).toEqual({ rating: 3, ratingCount: 5 })
  })
})

describe('learning paths', () => {
  it('show each course’s progress, the overall progress and open the first unfinished course', async () => {
    const a = await createCourse(db, { title: `Path first ${uniqueSuffix()}` })
    const b = await createCourse(db, { title: `Path second ${uniqueSuffix()}` })
    const aLessons = [await createLesson(db, a.id), await createLesson(db, a.id)]
    await createLesson(db, b.id)
    await createLesson(db, b.id)
    const path = await createLearningPath(db, { title: `Path ${uniqueSuffix()}` }, [a.id, b.id])
    const open = (cookie?: string) => pathLoader(routeArgs(`/education/path/${path.slug}`, { slug: path.slug }, { cookie }))

    const visitor = await open()
    expect(visitor.path.courses.map((c) => c.slug)).toEqual([a.slug, b.slug])
    expect(visitor.path.nextCourseSlug).toBe(a.slug)

    const { cookie } = await signedInMember(db)
    for (const lesson of aLessons) await complete(a.slug, lesson.slug, cookie)
    const member = await open(cookie)
    expect(member.path.courses.map((c) => c.percent)).toEqual([100, 0])
    expect(member.path.progress).toEqual({ completedLessons: 2, totalLessons: 4, completedCourses: 1, percent: 50 })
    expect(member.path.nextCourseSlug).toBe(b.slug)
  })
})
