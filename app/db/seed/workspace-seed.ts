import { and, eq, inArray } from 'drizzle-orm'
import { hashString } from '../../lib/text'
import { assignableTable, collectableTable } from '../../workspaces/item-tables.server'
import { utcDayOf } from '../../workspaces/learning'
import type { Db } from '../client.server'
import {
  adminAudit,
  articles,
  courseEnrollments,
  courseLessons,
  courses,
  lessonCompletions,
  tutorials,
  users,
  workspaceAssignments,
  workspaceCollectionItems,
  workspaceCollections,
  workspaceMembers,
  workspaceReads,
  workspaces,
  type AssignmentKind,
  type CollectionItemKind,
  type WorkspaceRole,
} from '../schema'
import { createUser } from './factories'

const DAY = 86_400_000
const OWNER_EMAIL = 'admin@lumen.example'

/** The colleagues of the demo admin in Lumen Labs. They have no password: nobody signs in as them. */
const demoColleagues: { email: string; name: string; role: WorkspaceRole; joinedDaysAgo: number; bio: string; readsPerTenDays: number; quietForDays: number }[] = [
  { email: 'marisol.vega@lumen.example', name: 'Marisol Vega', role: 'admin', joinedDaysAgo: 82, bio: 'Head of growth. Runs the team’s learning plan.', readsPerTenDays: 5, quietForDays: 0 },
  { email: 'jonah.whitfield@lumen.example', name: 'Jonah Whitfield', role: 'user', joinedDaysAgo: 76, bio: 'Search and paid media lead.', readsPerTenDays: 4, quietForDays: 0 },
  { email: 'amara.okoye@lumen.example', name: 'Amara Okoye', role: 'user', joinedDaysAgo: 63, bio: 'Customer insights analyst.', readsPerTenDays: 3, quietForDays: 12 },
  { email: 'lukas.brandt@lumen.example', name: 'Lukas Brandt', role: 'user', joinedDaysAgo: 47, bio: 'Marketing engineer, owns the data pipeline.', readsPerTenDays: 3, quietForDays: 0 },
  { email: 'keiko.tanaka@lumen.example', name: 'Keiko Tanaka', role: 'user', joinedDaysAgo: 19, bio: 'Lifecycle marketing manager, newest on the team.', readsPerTenDays: 6, quietForDays: 0 },
]

type Person = 'owner' | 'marisol' | 'jonah' | 'amara' | 'lukas' | 'keiko'
const personOf = (email: string): Person => (email === OWNER_EMAIL ? 'owner' : (email.split('.')[0] as Person))

/** Assignments: to one colleague or to everyone (`to: null`); due days relative to the seed run. */
const demoAssignments: { kind: AssignmentKind; slug: string; to: Person | null; by: Person; assignedDaysAgo: number; dueInDays: number | null }[] = [
  { kind: 'course', slug: 'llms-for-marketing-teams', to: null, by: 'owner', assignedDaysAgo: 9, dueInDays: 12 },
  { kind: 'path', slug: 'ai-foundations-for-marketers', to: 'jonah', by: 'marisol', assignedDaysAgo: 20, dueInDays: 30 },
  // Past its due day and not finished: the overdue one.
  { kind: 'course', slug: 'applied-data-science-for-marketing', to: 'amara', by: 'owner', assignedDaysAgo: 24, dueInDays: -3 },
  { kind: 'tutorial', slug: 'customer-churn-model-with-gradient-boosting', to: 'lukas', by: 'marisol', assignedDaysAgo: 6, dueInDays: null },
  { kind: 'course', slug: 'machine-learning-foundations', to: 'keiko', by: 'owner', assignedDaysAgo: 15, dueInDays: 21 },
]

/** Lessons completed: the first `lessons` of a course (all of them when null), spread from `fromDaysAgo` to `toDaysAgo`. */
const demoProgress: { who: Person; course: string; lessons: number | null; fromDaysAgo: number; toDaysAgo: number }[] = [
  { who: 'marisol', course: 'llms-for-marketing-teams', lessons: null, fromDaysAgo: 8, toDaysAgo: 3 },
  { who: 'marisol', course: 'responsible-ai-in-practice', lessons: null, fromDaysAgo: 52, toDaysAgo: 38 },
  { who: 'jonah', course: 'llms-for-marketing-teams', lessons: 2, fromDaysAgo: 5, toDaysAgo: 2 },
  { who: 'jonah', course: 'machine-learning-foundations', lessons: 3, fromDaysAgo: 19, toDaysAgo: 11 },
  { who: 'jonah', course: 'applied-data-science-for-marketing', lessons: 1, fromDaysAgo: 9, toDaysAgo: 9 },
  { who: 'amara', course: 'applied-data-science-for-marketing', lessons: 2, fromDaysAgo: 18, toDaysAgo: 14 },
  { who: 'amara', course: 'computer-vision-essentials', lessons: 3, fromDaysAgo: 61, toDaysAgo: 47 },
  { who: 'lukas', course: 'llms-for-marketing-teams', lessons: 1, fromDaysAgo: 1, toDaysAgo: 1 },
  { who: 'lukas', course: 'neural-networks-from-scratch', lessons: 2, fromDaysAgo: 23, toDaysAgo: 16 },
  { who: 'keiko', course: 'machine-learning-foundations', lessons: 1, fromDaysAgo: 3, toDaysAgo: 3 },
]

/** Shared collections and what colleagues saved to them, with their notes. */
const demoCollections: { name: string; by: Person; createdDaysAgo: number; items: { kind: CollectionItemKind; slug: string; by: Person; daysAgo: number; note: string }[] }[] = [
  {
    name: 'Q3 campaign research',
    by: 'marisol',
    createdDaysAgo: 18,
    items: [
      { kind: 'article', slug: 'keeping-the-voice-brands-guardrails-ai-written-ad-copy', by: 'marisol', daysAgo: 16, note: 'The checklist in the middle is what our brand review should look like before we scale AI-written ad variants.' },
      { kind: 'video', slug: 'interview-multilingual-support-bots', by: 'amara', daysAgo: 8, note: 'Good reference for the Spanish and Portuguese help-desk rollout — note how they handle tone per market.' },
      { kind: 'podcast', slug: 'evaluation-is-the-new-benchmark', by: 'lukas', daysAgo: 5, note: 'Twenty minutes on judging model output before launch. Worth it before we sign off the copy generator.' },
      { kind: 'article', slug: 'seo-after-the-answer-box-rethinking-search-traffic', by: 'jonah', daysAgo: 0, note: 'Read before Thursday’s search planning call: the section on zero-click queries changes our traffic forecast.' },
    ],
  },
  {
    name: 'Onboarding reading list',
    by: 'owner',
    createdDaysAgo: 21,
    items: [
      { kind: 'article', slug: 'inside-a-retrieval-augmented-help-desk', by: 'owner', daysAgo: 8, note: 'Start here: a plain-language tour of retrieval-augmented support, with real numbers from a retailer.' },
      { kind: 'article', slug: 'from-last-click-to-learned-credit-ml-attribution', by: 'keiko', daysAgo: 12, note: 'The clearest explanation of data-driven attribution I have found. Pairs well with the data science course.' },
    ],
  },
]

const ago = (now: Date, days: number, minutes = 0) => new Date(now.getTime() - days * DAY - minutes * 60_000)

/**
 * The demo admin's Enterprise workspace, Lumen Labs: five colleagues, assignments (one of them
 * overdue), course progress and reading over the last twelve weeks, and two shared collections
 * with notes. Skipped when the demo admin already belongs to a workspace, so running it twice
 * changes nothing. The premium and free demo accounts stay out of it.
 */
export async function seedLumenLabs(db: Db, now: Date) {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, OWNER_EMAIL))
  if (!owner) return 0
  const [existing] = await db.select({ id: workspaceMembers.workspaceId }).from(workspaceMembers).where(eq(workspaceMembers.userId, owner.id))
  if (existing) return 0

  const createdAt = ago(now, 84, 310)
  const [workspace] = await db.insert(workspaces).values({ name: 'Lumen Labs', billingUserId: owner.id, createdAt }).returning({ id: workspaces.id })
  const workspaceId = workspace!.id
  const people = new Map<Person, string>([['owner', owner.id]])
  const audit: (typeof adminAudit.$inferInsert)[] = [{ actorId: owner.id, action: 'workspace.create', targetType: 'workspace', targetId: workspaceId, details: { name: 'Lumen Labs' }, createdAt }]
  await db.insert(workspaceMembers).values({ workspaceId, userId: owner.id, role: 'admin', joinedAt: createdAt })
  for (const colleague of demoColleagues) {
    const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, colleague.email))
    const joinedAt = ago(now, colleague.joinedDaysAgo, hashString(colleague.email) % 480)
    const user = found ?? (await createUser(db, { email: colleague.email, name: colleague.name, bio: colleague.bio, emailVerified: true, createdAt: ago(now, colleague.joinedDaysAgo, 600) }))
    people.set(personOf(colleague.email), user.id)
    await db.insert(workspaceMembers).values({ workspaceId, userId: user.id, role: colleague.role, joinedAt }).onConflictDoNothing()
    audit.push({ actorId: user.id, action: 'workspace.join', targetType: 'workspace', targetId: workspaceId, details: { role: colleague.role }, createdAt: joinedAt })
  }
  const idOf = (person: Person) => people.get(person)!

  // Assignments, with the changes the workspace's activity shows.
  const itemIds = async (kind: AssignmentKind, slugs: string[]) => {
    const table = assignableTable(kind)
    const rows = await db.select({ id: table.id, slug: table.slug, title: table.title }).from(table as typeof courses).where(inArray(table.slug, slugs))
    return new Map(rows.map((row) => [row.slug, row]))
  }
  for (const assignment of demoAssignments) {
    const item = (await itemIds(assignment.kind, [assignment.slug])).get(assignment.slug)
    if (!item) continue
    const at = ago(now, assignment.assignedDaysAgo, 95)
    const dueOn = assignment.dueInDays === null ? null : utcDayOf(new Date(now.getTime() + assignment.dueInDays * DAY))
    const assigneeId = assignment.to ? idOf(assignment.to) : null
    const [row] = await db
      .insert(workspaceAssignments)
      .values({ workspaceId, kind: assignment.kind, itemId: item.id, assigneeId, dueOn, assignedBy: idOf(assignment.by), createdAt: at })
      .returning({ id: workspaceAssignments.id })
    audit.push({ actorId: idOf(assignment.by), action: 'workspace.assign', targetType: 'workspace', targetId: workspaceId, details: { assignmentId: row!.id, kind: assignment.kind, itemId: item.id, title: item.title, assigneeId, dueOn }, createdAt: at })
  }
  await db.insert(adminAudit).values(audit)

  // Course progress: lessons completed in order, with the enrollment each course started.
  const courseSlugs = [...new Set(demoProgress.map((p) => p.course))]
  const courseRows = await db.select({ id: courses.id, slug: courses.slug }).from(courses).where(inArray(courses.slug, courseSlugs))
  const lessonRows = await db
    .select({ id: courseLessons.id, courseId: courseLessons.courseId, position: courseLessons.position })
    .from(courseLessons)
    .where(inArray(courseLessons.courseId, courseRows.map((c) => c.id)))
  for (const progress of demoProgress) {
    const course = courseRows.find((c) => c.slug === progress.course)
    if (!course) continue
    const lessons = lessonRows.filter((l) => l.courseId === course.id).sort((a, b) => a.position - b.position)
    const done = lessons.slice(0, progress.lessons ?? lessons.length)
    if (done.length === 0) continue
    const userId = idOf(progress.who)
    const times = done.map((_, i) => ago(now, progress.fromDaysAgo - (done.length === 1 ? 0 : ((progress.fromDaysAgo - progress.toDaysAgo) * i) / (done.length - 1)), 140 + i * 25))
    await db.insert(lessonCompletions).values(done.map((lesson, i) => ({ userId, lessonId: lesson.id, courseId: course.id, completedAt: times[i]! }))).onConflictDoNothing()
    await db
      .insert(courseEnrollments)
      .values({ userId, courseId: course.id, lastLessonId: done.at(-1)!.id, startedAt: ago(now, progress.fromDaysAgo, 150), updatedAt: times.at(-1)!, completedAt: done.length === lessons.length ? times.at(-1)! : null })
      .onConflictDoNothing()
  }

  // Reading: each colleague opens a few published articles a week, since they joined (and, for
  // one, not lately); Lukas opened the tutorial he was given.
  const published = await db.select({ id: articles.id, publishedAt: articles.publishedAt }).from(articles).where(eq(articles.status, 'published'))
  const reads: (typeof workspaceReads.$inferInsert)[] = []
  for (const colleague of [{ email: OWNER_EMAIL, joinedDaysAgo: 84, readsPerTenDays: 2, quietForDays: 0 }, ...demoColleagues]) {
    const userId = idOf(personOf(colleague.email))
    for (let daysAgo = Math.min(colleague.joinedDaysAgo, 83); daysAgo >= colleague.quietForDays; daysAgo--) {
      const hash = hashString(`${colleague.email}|${daysAgo}`)
      if (hash % 10 >= colleague.readsPerTenDays) continue
      const day = ago(now, daysAgo)
      const readable = published.filter((a) => a.publishedAt && a.publishedAt <= day)
      if (readable.length === 0) continue
      const count = 1 + (hash % 3)
      for (let i = 0; i < count; i++) reads.push({ workspaceId, userId, kind: 'article', itemId: readable[(hash >>> (i * 4)) % readable.length]!.id, day: utcDayOf(day) })
    }
  }
  const [churn] = await db.select({ id: tutorials.id }).from(tutorials).where(eq(tutorials.slug, 'customer-churn-model-with-gradient-boosting'))
  if (churn) reads.push({ workspaceId, userId: idOf('lukas'), kind: 'tutorial', itemId: churn.id, day: utcDayOf(ago(now, 4)) })
  if (reads.length > 0) await db.insert(workspaceReads).values(reads).onConflictDoNothing()

  // Shared collections with notes.
  for (const collection of demoCollections) {
    const [row] = await db
      .insert(workspaceCollections)
      .values({ workspaceId, name: collection.name, createdBy: idOf(collection.by), createdAt: ago(now, collection.createdDaysAgo, 200) })
      .returning({ id: workspaceCollections.id })
    for (const item of collection.items) {
      const table = collectableTable(item.kind)
      const [found] = await db
        .select({ id: table.id, publishedAt: table.publishedAt })
        .from(table as typeof articles)
        .where(and(eq(table.slug, item.slug), eq(table.status, 'published')))
      if (!found) continue
      const wanted = ago(now, item.daysAgo, 45 + (hashString(item.slug) % 180))
      // Never saved before it was published.
      const addedAt = found.publishedAt && found.publishedAt > wanted ? new Date(Math.min(found.publishedAt.getTime() + 30 * 60_000, now.getTime() - 60_000)) : wanted
      await db.insert(workspaceCollectionItems).values({ collectionId: row!.id, kind: item.kind, itemId: found.id, note: item.note, addedBy: idOf(item.by), addedAt })
    }
  }
  return demoColleagues.length
}
