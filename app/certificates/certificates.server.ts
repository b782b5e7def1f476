import { randomInt } from 'node:crypto'
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { certificates, courses, learningPathCourses, learningPaths, users } from '../db/schema'
import { roundedMean } from '../lib/percent'
import { failureLimit, rateLimitRules } from '../lib/rate-limit.server'

type Tx = Pick<Db, 'select' | 'insert' | 'update'>

const idAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
/** A certificate id people can read out and type: LUM-XXXX-XXXX (no 0/O or 1/I). */
export const newCertificateId = () => {
  const part = () => Array.from({ length: 4 }, () => idAlphabet[randomInt(idAlphabet.length)]).join('')
  return `LUM-${part()}-${part()}`
}
export const isCertificateId = (value: string) => /^LUM-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/.test(value)

/** Issues a certificate unless the learner already has one for this course or path (the unique index decides under concurrency). */
async function issue(tx: Tx, input: { userId: string; kind: 'course' | 'path'; courseId?: string; pathId?: string; title: string; gradePercent: number; now: Date }) {
  const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, input.userId))
  await tx
    .insert(certificates)
    .values({
      id: newCertificateId(),
      userId: input.userId,
      kind: input.kind,
      courseId: input.courseId ?? null,
      pathId: input.pathId ?? null,
      recipientName: user?.name ?? '',
      title: input.title,
      gradePercent: input.gradePercent,
      issuedAt: input.now,
    })
    .onConflictDoNothing()
  const [row] = await tx
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.userId, input.userId), input.kind === 'course' ? eq(certificates.courseId, input.courseId!) : eq(certificates.pathId, input.pathId!)))
  return row?.id ?? null
}

/**
 * Issues the certificate of a course the learner completed (app/courses/completion.server.ts
 * decides when), then that of each learning path with this course whose every course the
 * learner now has a certificate for. Returns the course certificate's id.
 */
export async function issueCourseCertificate(db: Tx, input: { userId: string; courseId: string; title: string; gradePercent: number; now: Date }) {
  const certificateId = await issue(db, { userId: input.userId, kind: 'course', courseId: input.courseId, title: input.title, gradePercent: input.gradePercent, now: input.now })
  await settlePaths(db, input.userId, input.courseId, input.now)
  return certificateId
}

/** Issues the certificate of each learning path with this course whose every course the learner now has a certificate for. */
async function settlePaths(db: Tx, userId: string, courseId: string, now: Date) {
  const paths = await db
    .select({ pathId: learningPathCourses.pathId, title: learningPaths.title })
    .from(learningPathCourses)
    .innerJoin(learningPaths, eq(learningPaths.id, learningPathCourses.pathId))
    .where(eq(learningPathCourses.courseId, courseId))
  for (const path of paths) {
    const members = await db.select({ courseId: learningPathCourses.courseId }).from(learningPathCourses).where(eq(learningPathCourses.pathId, path.pathId))
    const earned = await db
      .select({ gradePercent: certificates.gradePercent })
      .from(certificates)
      .where(and(eq(certificates.userId, userId), eq(certificates.kind, 'course'), inArray(certificates.courseId, members.map((row) => row.courseId)), isNull(certificates.revokedAt)))
    if (earned.length < members.length) continue
    const gradePercent = roundedMean(earned.map((row) => row.gradePercent)) ?? 100
    await issue(db, { userId, kind: 'path', pathId: path.pathId, title: path.title, gradePercent, now })
  }
}

/** A certificate as its verification page and PDF show it; null for an unknown id. */
export async function findCertificate(db: Db, id: string) {
  if (!isCertificateId(id)) return null
  const [row] = await db
    .select({
      id: certificates.id,
      userId: certificates.userId,
      kind: certificates.kind,
      recipientName: certificates.recipientName,
      title: certificates.title,
      gradePercent: certificates.gradePercent,
      issuedAt: certificates.issuedAt,
      isPublic: certificates.isPublic,
      revokedAt: certificates.revokedAt,
      courseSlug: courses.slug,
      pathSlug: learningPaths.slug,
    })
    .from(certificates)
    .leftJoin(courses, eq(courses.id, certificates.courseId))
    .leftJoin(learningPaths, eq(learningPaths.id, certificates.pathId))
    .where(eq(certificates.id, id))
  return row ? { ...row, kind: row.kind as 'course' | 'path' } : null
}

/**
 * A certificate looked up by the id in an address, counting unknown ids per client address: an
 * address that has tried `certificateIdFailures.limit` ids that do not exist is refused for the
 * rest of the window, whatever id it asks for, so the 40-bit id space cannot be walked quickly.
 * Valid ids never count.
 */
export async function lookUpCertificate(db: Db, id: string, clientIp: string) {
  const failures = failureLimit(db, `certificate-id:${clientIp}`, rateLimitRules.certificateIdFailures)
  const limit = await failures.check()
  if (!limit.allowed) return { status: 'limited' as const, retryAfterSeconds: limit.retryAfterSeconds }
  const certificate = await findCertificate(db, id)
  if (!certificate) {
    await failures.fail()
    return { status: 'unknown' as const }
  }
  return { status: 'found' as const, certificate }
}

/**
 * Whether a reader sees who holds a certificate and its grade, and may download its PDF: its
 * owner and admins always, anyone else only once the owner made it public. Everyone else with
 * the id learns only that it is valid (or revoked, and when), for which course or path, issued
 * when (decision 25).
 */
export function seesCertificateHolder(certificate: { userId: string; isPublic: boolean }, reader: { id: string; role: string } | null | undefined) {
  if (certificate.isPublic) return true
  return reader != null && (reader.id === certificate.userId || reader.role === 'admin')
}

/** The learner's certificate of a course or path, if any. */
export async function certificateOf(db: Db, userId: string, item: { courseId: string } | { pathId: string }) {
  const [row] = await db
    .select({ id: certificates.id, gradePercent: certificates.gradePercent, issuedAt: certificates.issuedAt, isPublic: certificates.isPublic, revokedAt: certificates.revokedAt })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), 'courseId' in item ? eq(certificates.courseId, item.courseId) : eq(certificates.pathId, item.pathId)))
  return row ?? null
}

/** The owner makes their certificate public (name, grade and PDF for anyone with the link; listed by search engines) or not. */
export async function setCertificatePublic(db: Db, input: { id: string; userId: string; isPublic: boolean }) {
  const rows = await db
    .update(certificates)
    .set({ isPublic: input.isPublic })
    .where(and(eq(certificates.id, input.id), eq(certificates.userId, input.userId)))
    .returning({ id: certificates.id })
  return rows.length > 0
}

/** An admin revokes a certificate: its page then says so, with the date; it is never deleted. */
export async function revokeCertificate(db: Db, id: string, now = new Date()) {
  const rows = await db
    .update(certificates)
    .set({ revokedAt: now })
    .where(and(eq(certificates.id, id), isNull(certificates.revokedAt)))
    .returning({ id: certificates.id })
  return rows.length > 0
}

/** A member's own certificates for their profile, revoked ones included (marked), newest first. */
export async function memberCertificates(db: Db, userId: string) {
  const rows = await db
    .select({ id: certificates.id, kind: certificates.kind, title: certificates.title, gradePercent: certificates.gradePercent, issuedAt: certificates.issuedAt, revokedAt: certificates.revokedAt })
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(sql`${certificates.issuedAt} desc`, certificates.id)
  return rows.map((row) => ({ ...row, kind: row.kind as 'course' | 'path' }))
}

/** Certificates of the given members (team analytics), newest first. */
export async function certificatesOf(db: Db, userIds: string[]) {
  if (userIds.length === 0) return []
  return db
    .select({ id: certificates.id, userId: certificates.userId, kind: certificates.kind, title: certificates.title, gradePercent: certificates.gradePercent, issuedAt: certificates.issuedAt })
    .from(certificates)
    .where(and(inArray(certificates.userId, userIds), isNull(certificates.revokedAt), isNotNull(certificates.issuedAt)))
    .orderBy(sql`${certificates.issuedAt} desc`)
}
