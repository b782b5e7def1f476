import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { RouterContextProvider } from 'react-router'
import { findCertificate, newCertificateId, revokeCertificate } from '../../app/certificates/certificates.server'
import { settleCourseCompletion } from '../../app/courses/completion.server'
import { getConfig } from '../../app/config.server'
import { markLessonComplete } from '../../app/courses/progress.server'
import { ensureQuiz, saveQuestion } from '../../app/quizzes/quiz-admin.server'
import { quizForLesson, submitQuizAttempt } from '../../app/quizzes/quizzes.server'
import { getDb } from '../../app/db/client.server'
import { certificates, courseEnrollments } from '../../app/db/schema'
import { createUser, uniqueSuffix } from '../../app/db/seed/factories'
import { createCourse, createLearningPath, createLesson } from '../../app/db/seed/learning-factories'
import { loader as lessonLoader, action as lessonAction } from '../../app/routes/education.course.$slug.lesson.$lesson'
import { rateLimitRules } from '../../app/lib/rate-limit.server'
import { requestInfoContext } from '../../app/lib/request-context.server'
import { action as certificateAction, loader as certificateLoader } from '../../app/routes/certificates.$id'
import { loader as certificatePdfLoader } from '../../app/routes/certificates.$id.pdf'
import { loader as profileLoader } from '../../app/routes/profile'
import { action as quizAction } from '../../app/routes/admin.content.courses.$courseId.lessons.$lessonId.quiz'
import { answerStatus, routeArgs, thrownStatus } from '../support/route-args'
import { signedInMember } from '../support/sign-in'
import { openTestDb } from '../support/test-db'

await openTestDb()

/** A course of two lessons, the second with a quiz of one question of each kind. */
async function courseWithQuiz({ isPremium = false, passPercent = 75, cooldownMinutes = 10 } = {}) {
  const db = getDb()
  const course = await createCourse(db, { isPremium })
  const first = await createLesson(db, course.id, { title: 'Basics' })
  const last = await createLesson(db, course.id, { title: 'Wrap-up' })
  const quiz = await ensureQuiz(db, last.id, { passPercent, cooldownMinutes })
  const single = await saveQuestion(db, quiz.id, { kind: 'single', prompt: 'Pick B', options: [{ text: 'A', isCorrect: false }, { text: 'B', isCorrect: true }], explanation: 'B-is-right-because' })
  const multiple = await saveQuestion(db, quiz.id, { kind: 'multiple', prompt: 'Pick A and C', options: [{ text: 'A', isCorrect: true }, { text: 'B', isCorrect: false }, { text: 'C', isCorrect: true }], explanation: 'A-and-C' })
  const truth = await saveQuestion(db, quiz.id, { kind: 'true_false', prompt: 'Water is wet', answer: true, explanation: 'wet-indeed' })
  const numeric = await saveQuestion(db, quiz.id, { kind: 'numeric', prompt: 'Two thirds, two decimals', numeric: { value: 0.67, tolerance: 0.01 }, explanation: 'zero-point-six-seven' })
  return { course, first, last, quiz, ids: { single, multiple, truth, numeric } }
}

const allRight = (ids: Record<string, string>) => ({ [ids.single!]: ['b'], [ids.multiple!]: ['a', 'c'], [ids.truth!]: ['true'], [ids.numeric!]: ['0,666'] })

describe('quizzes', () => {
  it('grade each kind of question on the server, with the pass mark', async () => {
    const db = getDb()
    const { quiz, ids } = await courseWithQuiz()
    const learner = await createUser(db)
    const now = new Date('2026-11-01T10:00:00Z')
    // Multiple choice needs exactly the right options; the number may be off by the tolerance.
    const half = await submitQuizAttempt(db, { quizId: quiz.id, userId: learner.id, now, responses: { [ids.single]: ['b'], [ids.multiple]: ['a'], [ids.truth]: ['false'], [ids.numeric]: ['0.66'] } })
    expect(half.results.map((r) => r.isCorrect)).toEqual([true, false, false, true])
    expect(half).toMatchObject({ scorePercent: 50, isPassed: false, passPercent: 75 })
    expect(half.results[1]).toMatchObject({ explanation: 'A-and-C', correct: ['a', 'c'] })
    const later = new Date(now.getTime() + 11 * 60_000)
    const full = await submitQuizAttempt(db, { quizId: quiz.id, userId: learner.id, now: later, responses: allRight(ids) })
    expect(full).toMatchObject({ scorePercent: 100, isPassed: true, bestPercent: 100 })
    const other = await createUser(db)
    const three = await submitQuizAttempt(db, { quizId: quiz.id, userId: other.id, now, responses: { ...allRight(ids), [ids.numeric]: ['abc'] } })
    expect(three).toMatchObject({ scorePercent: 75, isPassed: true })
  })

  it('refuse a retry during the cool-down, and one of two simultaneous submissions', async () => {
    const db = getDb()
    const { quiz, ids, last } = await courseWithQuiz({ cooldownMinutes: 10 })
    const learner = await createUser(db)
    const now = new Date('2026-11-02T10:00:00Z')
    const answers = await Promise.allSettled([1, 2].map(() => submitQuizAttempt(db, { quizId: quiz.id, userId: learner.id, now, responses: {} })))
    expect(answers.map((a) => a.status).sort()).toEqual(['fulfilled', 'rejected'])
    await expect(submitQuizAttempt(db, { quizId: quiz.id, userId: learner.id, now: new Date(now.getTime() + 9 * 60_000), responses: {} })).rejects.toMatchObject({ status: 409, message: 'You can try this quiz again in 1 min.' })
    const view = await quizForLesson(db, last.id, learner.id, new Date(now.getTime() + 5 * 60_000))
    expect(view).toMatchObject({ attempts: 1, bestPercent: 0, isPassed: false, nextAttemptAt: new Date(now.getTime() + 10 * 60_000) })
    await expect(submitQuizAttempt(db, { quizId: quiz.id, userId: learner.id, now: new Date(now.getTime() + 10 * 60_000), responses: allRight(ids) })).resolves.toMatchObject({ isPassed: true })
  })
})

describe('course completion and certificates', () => {
  it('need every lesson done and every quiz passed; the certificate keeps the name, title and grade', async () => {
    const db = getDb()
    const { course, first, last, quiz, ids } = await courseWithQuiz()
    const learner = await createUser(db, { name: 'Ada Quizwell' })
    for (const lesson of [first, last]) await markLessonComplete(db, { userId: learner.id, courseSlug: course.slug, lessonSlug: lesson.slug, canReadPremium: false })
    const [before] = await db.select().from(courseEnrollments).where(and(eq(courseEnrollments.userId, learner.id), eq(courseEnrollments.courseId, course.id)))
    expect(before!.completedAt).toBeNull()
    await submitQuizAttempt(db, { quizId: quiz.id, userId: learner.id, responses: { ...allRight(ids), [ids.truth]: ['false'] } })
    const settled = await settleCourseCompletion(db, { userId: learner.id, courseId: course.id, canReadPremium: false })
    expect(settled).toMatchObject({ isComplete: true, gradePercent: 75 })
    const certificate = (await findCertificate(db, settled.certificateId!))!
    expect(certificate).toMatchObject({ kind: 'course', recipientName: 'Ada Quizwell', title: course.title, gradePercent: 75, revokedAt: null })
    expect(certificate.id).toMatch(/^LUM-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/)
  })

  it('issue a certificate exactly once under concurrent completions, and a learning path’s when its courses are done', async () => {
    const db = getDb()
    const { course, first, last, quiz, ids } = await courseWithQuiz()
    const other = await createCourse(db)
    const otherLesson = await createLesson(db, other.id)
    await createLearningPath(db, { title: 'Path of two' }, [course.id, other.id])
    const learner = await createUser(db)
    for (const lesson of [first, last]) await markLessonComplete(db, { userId: learner.id, courseSlug: course.slug, lessonSlug: lesson.slug, canReadPremium: false })
    await submitQuizAttempt(db, { quizId: quiz.id, userId: learner.id, responses: allRight(ids) })
    await Promise.all(Array.from({ length: 6 }, () => settleCourseCompletion(db, { userId: learner.id, courseId: course.id, canReadPremium: false })))
    const own = await db.select().from(certificates).where(eq(certificates.userId, learner.id))
    expect(own).toHaveLength(1)
    await markLessonComplete(db, { userId: learner.id, courseSlug: other.slug, lessonSlug: otherLesson.slug, canReadPremium: false })
    const after = await db.select({ kind: certificates.kind, title: certificates.title, grade: certificates.gradePercent }).from(certificates).where(eq(certificates.userId, learner.id))
    expect(after).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'path', title: 'Path of two', grade: 100 })]))
    expect(after).toHaveLength(3)
  })

  it('a premium course’s certificate needs the entitlement at completion, and stays valid after it; an admin revokes it', async () => {
    const db = getDb()
    const { course, first, last, quiz, ids } = await courseWithQuiz({ isPremium: true })
    const learner = await createUser(db)
    for (const lesson of [first, last]) await markLessonComplete(db, { userId: learner.id, courseSlug: course.slug, lessonSlug: lesson.slug, canReadPremium: true })
    await submitQuizAttempt(db, { quizId: quiz.id, userId: learner.id, responses: allRight(ids) })
    const lapsed = await settleCourseCompletion(db, { userId: learner.id, courseId: course.id, canReadPremium: false })
    expect(lapsed).toMatchObject({ isComplete: true, certificateId: null })
    const entitled = await settleCourseCompletion(db, { userId: learner.id, courseId: course.id, canReadPremium: true })
    expect(entitled.certificateId).not.toBeNull()
    // Revoked: the page says so, with the date.
    expect(await revokeCertificate(db, entitled.certificateId!, new Date('2026-11-20T00:00:00Z'))).toBe(true)
    const page = await certificateLoader(routeArgs(`/certificates/${entitled.certificateId}`, { id: entitled.certificateId! }))
    expect(page.certificate).toMatchObject({ id: entitled.certificateId, revokedAt: new Date('2026-11-20T00:00:00Z') })
    expect(JSON.stringify(page)).not.toContain(learner.email)
  })

  it('list a learner’s certificates on their profile, newest first, a revoked one marked', async () => {
    const db = getDb()
    const { user, cookie } = await signedInMember(db)
    const titles: string[] = []
    for (const day of ['2026-11-01', '2026-11-03']) {
      const { course, first, last, quiz, ids } = await courseWithQuiz()
      for (const lesson of [first, last]) await markLessonComplete(db, { userId: user.id, courseSlug: course.slug, lessonSlug: lesson.slug, canReadPremium: false })
      await submitQuizAttempt(db, { quizId: quiz.id, userId: user.id, responses: allRight(ids) })
      await settleCourseCompletion(db, { userId: user.id, courseId: course.id, canReadPremium: false, now: new Date(`${day}T12:00:00Z`) })
      titles.unshift(course.title)
    }
    const profile = async () => (await profileLoader(routeArgs('/profile', {}, { cookie }))).certificates!
    const listed = await profile()
    expect(listed.map((row) => row.title)).toEqual(titles)
    expect(listed.every((row) => row.kind === 'course' && row.gradePercent === 100 && row.revokedAt === null)).toBe(true)
    await revokeCertificate(db, listed[1]!.id, new Date('2026-11-10T00:00:00Z'))
    expect((await profile()).map((row) => row.revokedAt)).toEqual([null, new Date('2026-11-10T00:00:00Z')])
    // Someone else's profile lists none of them.
    const other = await signedInMember(db)
    expect((await profileLoader(routeArgs('/profile', {}, { cookie: other.cookie }))).certificates).toEqual([])
  })

  it('never send the correct answers or explanations before the learner submits', async () => {
    const db = getDb()
    const { course, last, quiz } = await courseWithQuiz()
    const { cookie } = await signedInMember(db)
    const page = await lessonLoader(routeArgs(`/education/course/${course.slug}/lesson/${last.slug}`, { slug: course.slug, lesson: last.slug }, { cookie }))
    expect(page.quiz?.questions).toHaveLength(4)
    const data = JSON.stringify(page)
    for (const secret of ['B-is-right-because', 'A-and-C', 'wet-indeed', 'zero-point-six-seven', '0.67', 'isCorrect', '"answer"']) expect(data).not.toContain(secret)
    // The answer to a submission carries them.
    const answer = await lessonAction(routeArgs(`/education/course/${course.slug}/lesson/${last.slug}`, { slug: course.slug, lesson: last.slug }, { cookie, form: { intent: 'quiz', quizId: quiz.id } }))
    expect(answerStatus(answer)).toBe(200)
    expect(JSON.stringify(answer)).toContain('B-is-right-because')
  })
})

describe('the quiz editor', () => {
  it('adds, orders, edits and deletes questions, and refuses one that cannot be graded', async () => {
    const db = getDb()
    const { last, quiz, ids } = await courseWithQuiz()
    const admin = await signedInMember(db, { role: 'admin' })
    const path = (courseId: string) => `/admin/content/courses/${courseId}/lessons/${last.id}/quiz`
    const post = (courseId: string, form: Record<string, string>) => quizAction(routeArgs(path(courseId), { courseId, lessonId: last.id }, { cookie: admin.cookie, form }))
    const courseId = last.courseId
    // Two right answers for a single-choice question: refused with the reason, nothing stored.
    const refused = await post(courseId, { intent: 'add', kind: 'single', prompt: 'Which?', options: '* A\n* B\nC', explanation: '' })
    expect(answerStatus(refused)).toBe(400)
    expect(JSON.stringify(refused)).toContain('Mark exactly one option correct.')
    const added = (await post(courseId, { intent: 'add', kind: 'single', prompt: 'Which is last?', options: 'A\n* Z', explanation: 'Z ends the alphabet.' })) as Response
    expect(added.status).toBe(302)
    await post(courseId, { intent: 'move', questionId: ids.numeric, direction: 'down' })
    await post(courseId, { intent: 'delete', questionId: ids.truth })
    await post(courseId, { intent: 'settings', passPercent: '90', cooldownMinutes: '0' })
    const view = (await quizForLesson(db, last.id, null))!
    expect(view.questions.map((q) => q.prompt)).toEqual(['Pick B', 'Pick A and C', 'Which is last?', 'Two thirds, two decimals'])
    expect(view).toMatchObject({ passPercent: 90, cooldownMinutes: 0 })
    expect(quiz.id).toBe(view.id)
    // Members cannot use it.
    const member = await signedInMember(db)
    await expect(quizAction(routeArgs(path(courseId), { courseId, lessonId: last.id }, { cookie: member.cookie, form: { intent: 'delete-quiz' } }))).rejects.toMatchObject({ init: { status: 403 } })
  })
})

/** A route's arguments as the server passes them for a request from `clientIp`. */
function fromAddress(clientIp: string, ...args: Parameters<typeof routeArgs>) {
  const routeArguments = routeArgs(...args) as unknown as { context: RouterContextProvider }
  routeArguments.context.set(requestInfoContext, { nonce: '', clientIp, markPageCacheable: () => undefined, describePage: () => undefined })
  return routeArguments as never
}

/** A member who completed a course with a grade of 75%, signed in, and their certificate's id. */
async function certificateHolder(name: string) {
  const db = getDb()
  const { course, first, last, quiz, ids } = await courseWithQuiz()
  const owner = await signedInMember(db, { name })
  for (const lesson of [first, last]) await markLessonComplete(db, { userId: owner.user.id, courseSlug: course.slug, lessonSlug: lesson.slug, canReadPremium: false })
  await submitQuizAttempt(db, { quizId: quiz.id, userId: owner.user.id, responses: { ...allRight(ids), [ids.truth]: ['false'] } })
  const settled = await settleCourseCompletion(db, { userId: owner.user.id, courseId: course.id, canReadPremium: false })
  return { ...owner, course, certificateId: settled.certificateId! }
}

describe('who sees a certificate (decision 25)', () => {
  it('shows others only that it is valid, what for and when, until its owner makes it public; the PDF likewise', async () => {
    const db = getDb()
    const name = `Hidden Holderson ${uniqueSuffix()}`
    const { cookie, course, certificateId: id } = await certificateHolder(name)
    const other = await signedInMember(db)
    const admin = await signedInMember(db, { role: 'admin' })
    const ip = `test-${uniqueSuffix()}`
    const page = (as: string | null) => certificateLoader(fromAddress(ip, `/certificates/${id}`, { id }, { cookie: as }))
    const pdf = async (as: string | null) => (await certificatePdfLoader(fromAddress(ip, `/certificates/${id}/pdf`, { id }, { cookie: as }))) as Response

    // A visitor and another member: valid, the course and the date, nothing about the holder.
    for (const reader of [null, other.cookie]) {
      const seen = await page(reader)
      expect(seen).toMatchObject({ certificate: { id, title: course.title, revokedAt: null, isPublic: false }, holder: null, isOwner: false })
      expect(seen.certificate.issuedAt).toBeInstanceOf(Date)
      const sent = JSON.stringify(seen)
      expect(sent).not.toContain(name)
      expect(sent).not.toContain('gradePercent')
      expect(sent).not.toContain('recipientName')
      const refused = await pdf(reader)
      expect(refused.status).toBe(403)
      expect(refused.headers.get('Content-Type')).toMatch(/^text\/plain/)
      expect(await refused.text()).toBe('Only the holder of this certificate can download its PDF: they have not made it public. Its page still shows whether it is valid.')
    }
    // The owner and an admin: everything, and the PDF.
    for (const reader of [cookie, admin.cookie]) {
      expect(await page(reader)).toMatchObject({ holder: { recipientName: name, gradePercent: 75 } })
      const file = await pdf(reader)
      expect(file.status).toBe(200)
      expect(file.headers.get('Content-Type')).toBe('application/pdf')
    }
    // Only the owner can make it public; then anyone with the link sees the name, the grade and the PDF.
    const makePublic = (as: string) => certificateAction(routeArgs(`/certificates/${id}`, { id }, { cookie: as, form: { intent: 'visibility', isPublic: 'true' } }))
    expect(answerStatus(await makePublic(other.cookie))).toBe(404)
    expect((await page(null)).holder).toBeNull()
    expect(answerStatus(await makePublic(cookie))).toBe(200)
    expect(await page(null)).toMatchObject({ holder: { recipientName: name, gradePercent: 75 } })
    expect((await pdf(null)).status).toBe(200)
  })

  it('refuses an address that tried too many unknown ids, whatever it asks next, with Retry-After; valid ids never count', async () => {
    const { certificateId: id } = await certificateHolder('Valid Holder')
    const limit = rateLimitRules.certificateIdFailures.limit * getConfig().RATE_LIMIT_FACTOR
    const guesser = `test-guesser-${uniqueSuffix()}`
    const page = (ip: string, certificateId: string) => certificateLoader(fromAddress(ip, `/certificates/${certificateId}`, { id: certificateId }))
    const pdf = async (ip: string, certificateId: string) => (await certificatePdfLoader(fromAddress(ip, `/certificates/${certificateId}/pdf`, { id: certificateId }))) as Response

    // A valid id, however often, costs nothing.
    for (let i = 0; i <= limit; i++) expect(await thrownStatus(page(guesser, id))).toBe(200)
    // Unknown ids count, on the page and as PDF alike.
    for (let i = 0; i < limit; i++) {
      const unknown = newCertificateId()
      if (i % 2) expect(await thrownStatus(page(guesser, unknown))).toBe(404)
      else expect((await pdf(guesser, unknown)).status).toBe(404)
    }

    // Over the limit: even the valid id is refused, on the page and as PDF.
    const refused = (await page(guesser, id).catch((error: unknown) => error)) as { data: { message: string }; init: { status: number; headers: HeadersInit } }
    expect(refused.init.status).toBe(429)
    const retryAfter = Number(new Headers(refused.init.headers).get('Retry-After'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(rateLimitRules.certificateIdFailures.windowSeconds)
    expect(refused.data.message).toMatch(/^Too many certificate IDs that do not exist were looked up from your network\. Try again in \d+ minutes?\.$/)
    const refusedPdf = await pdf(guesser, id)
    expect(refusedPdf.status).toBe(429)
    expect(Number(refusedPdf.headers.get('Retry-After'))).toBeGreaterThan(0)

    // Another address is not affected.
    const other = `test-other-${uniqueSuffix()}`
    expect(await page(other, id)).toMatchObject({ certificate: { id } })
    expect((await pdf(other, newCertificateId())).status).toBe(404)
  })
})
