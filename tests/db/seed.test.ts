import { startWaitingGifts } from '../../app/billing/gifts/gift-time.server'
import { deliverDueGifts } from '../../app/billing/gifts/gifts.server'
import { verifyPassword } from 'better-auth/crypto'
import { asc, count, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Db } from '../../app/db/client.server'
import {
  accounts,
  authorProfiles,
  reviewNotes,
  articles,
  categories,
  courseLessons,
  courses,
  educationCategories,
  learningPaths,
  playlists,
  podcastCategories,
  podcasts,
  podcastSeries,
  subscriptionPlans,
  subscriptions,
  supportTickets,
  newsletterSubscriptions,
  tutorialCategories,
  tutorials,
  users,
  videoCategories,
  videos,
  videoTypes,
} from '../../app/db/schema'
import { levels } from '../../app/db/schema/columns'
import { demoAccounts } from '../../app/db/seed/data/demo-accounts'
import { newsroomDrafts, staffProfiles } from '../../app/db/seed/data/newsroom'
import { seedPlaylists } from '../../app/db/seed/data/playlists'
import { seedPodcastSeries } from '../../app/db/seed/data/podcasts-series'
import { seedVideos } from '../../app/db/seed/data/videos'
import {
  seedArticles,
  seedCourses,
  seedDemoContent,
  seedPaths,
  seedPodcastEpisodes,
  seedTutorials,
} from '../../app/db/seed/seed.server'
import { wordCount } from '../../app/lib/text'
import { listMembers } from '../support/ordered-lists'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()

/** Runs the body in a transaction that is rolled back, so the shared database stays as it was. */
async function inRolledBackTransaction(body: (tx: Db) => Promise<void>) {
  const rollback = new Error('rollback')
  await expect(
    db.transaction(async (tx) => {
      await body(tx as unknown as Db)
      throw rollback
    }),
  ).rejects.toBe(rollback)
}

describe('demo content', () => {
  it('has at least 30 original articles of 300+ words with varied authors and flags', () => {
    expect(seedArticles.length).toBeGreaterThanOrEqual(30)
    expect(new Set(seedArticles.map((a) => a.slug)).size).toBe(seedArticles.length)
    for (const article of seedArticles) expect(wordCount(article.content), article.slug).toBeGreaterThanOrEqual(300)
    expect(new Set(seedArticles.map((a) => a.author)).size).toBeGreaterThanOrEqual(10)
    expect(seedArticles.filter((a) => a.isFeatured).length).toBeGreaterThanOrEqual(3)
    expect(seedArticles.filter((a) => a.isPremium).length).toBeGreaterThanOrEqual(3)
    expect(seedArticles.filter((a) => a.isAiGenerated).length).toBeGreaterThanOrEqual(3)
  })

  it('has 10 courses across every education category and level, each with 4–6 lessons of real material', () => {
    expect(seedCourses).toHaveLength(10)
    expect(new Set(seedCourses.map((c) => c.slug)).size).toBe(10)
    expect(new Set(seedCourses.map((c) => c.category))).toEqual(new Set(educationCategories))
    expect(new Set(seedCourses.map((c) => c.level))).toEqual(new Set(levels))
    expect(seedCourses.filter((c) => c.isPremium)).toHaveLength(3)
    expect(new Set(seedCourses.map((c) => c.instructor)).size).toBe(10)
    for (const course of seedCourses) {
      expect(course.rating, course.slug).toBeGreaterThanOrEqual(4.2)
      expect(course.rating, course.slug).toBeLessThanOrEqual(4.9)
      expect(course.lessons.length, course.slug).toBeGreaterThanOrEqual(4)
      expect(course.lessons.length, course.slug).toBeLessThanOrEqual(6)
      expect(new Set(course.lessons.map((l) => l.slug)).size).toBe(course.lessons.length)
      for (const lesson of course.lessons) {
        const words = wordCount(lesson.content)
        expect(words, lesson.slug).toBeGreaterThanOrEqual(250)
        expect(words, lesson.slug).toBeLessThanOrEqual(450)
        expect(lesson.content, lesson.slug).toMatch(/<h2>/)
        expect(lesson.content, lesson.slug).toMatch(/<(ul|ol)>/)
        expect(lesson.durationMinutes, lesson.slug).toBeGreaterThan(0)
      }
    }
    expect(seedCourses.flatMap((c) => c.lessons).filter((l) => l.content.includes('<pre><code class="language-')).length).toBeGreaterThanOrEqual(20)
  })

  it('has learning paths of known courses whose hours cover their lessons', () => {
    expect(seedPaths).toHaveLength(4)
    expect(new Set(seedPaths.map((p) => p.slug)).size).toBe(4)
    for (const path of seedPaths) {
      const minutes = path.courseSlugs.reduce((sum, slug) => {
        const course = seedCourses.find((c) => c.slug === slug)
        expect(course, `${path.slug}: ${slug}`).toBeDefined()
        return sum + course!.lessons.reduce((m, l) => m + l.durationMinutes, 0)
      }, 0)
      expect(path.estimatedHours, path.slug).toBeGreaterThanOrEqual(Math.ceil(minutes / 60))
    }
  })

  it('has 10 tutorials, one per tutorial category, with steps, code and 2–6 tags', () => {
    expect(seedTutorials).toHaveLength(10)
    expect(new Set(seedTutorials.map((t) => t.category))).toEqual(new Set(tutorialCategories))
    expect(new Set(seedTutorials.map((t) => t.difficulty))).toEqual(new Set(levels))
    expect(seedTutorials.filter((t) => t.isPremium)).toHaveLength(3)
    for (const tutorial of seedTutorials) {
      expect(tutorial.tags.length, tutorial.slug).toBeGreaterThanOrEqual(2)
      expect(tutorial.tags.length, tutorial.slug).toBeLessThanOrEqual(6)
      expect(tutorial.steps.length, tutorial.slug).toBeGreaterThanOrEqual(4)
      expect(tutorial.steps.some((s) => s.body.includes('<pre><code class="language-')), tutorial.slug).toBe(true)
    }
  })

  it('has 12 videos in three playlists and 12 episodes in three series with varied figures', () => {
    expect(seedVideos).toHaveLength(12)
    expect(new Set(seedVideos.map((v) => v.category))).toEqual(new Set(videoCategories))
    expect(new Set(seedVideos.map((v) => v.videoType))).toEqual(new Set(videoTypes))
    expect(seedVideos.filter((v) => v.isPremium)).toHaveLength(3)
    const views = seedVideos.map((v) => v.views)
    expect(Math.min(...views)).toBeGreaterThanOrEqual(300)
    expect(Math.max(...views)).toBeLessThanOrEqual(2_500_000)
    expect(views.some((n) => n < 1000) && views.some((n) => n >= 1000 && n < 1e6) && views.some((n) => n >= 1e6)).toBe(true)
    for (const video of seedVideos) {
      expect(video.likes, video.slug).toBeLessThan(video.views)
      expect(video.publishedDaysAgo, video.slug).toBeLessThanOrEqual(183)
    }

    expect(seedPlaylists).toHaveLength(3)
    for (const playlist of seedPlaylists) {
      expect(playlist.videoSlugs.length).toBeGreaterThanOrEqual(3)
      expect(playlist.videoSlugs.length).toBeLessThanOrEqual(5)
      for (const slug of playlist.videoSlugs) expect(seedVideos.map((v) => v.slug)).toContain(slug)
    }

    expect(seedPodcastSeries).toHaveLength(3)
    expect(seedPodcastEpisodes).toHaveLength(12)
    expect(new Set(seedPodcastEpisodes.map((e) => e.category))).toEqual(new Set(podcastCategories))
    expect(seedPodcastEpisodes.filter((e) => e.isPremium)).toHaveLength(3)
    const numbers = seedPodcastEpisodes.map((e) => `${e.seriesKey}#${e.episodeNumber}`)
    expect(new Set(numbers).size).toBe(numbers.length)
    for (const episode of seedPodcastEpisodes) {
      expect(seedPodcastSeries.map((s) => s.key)).toContain(episode.seriesKey)
      expect(episode.tags.length, episode.slug).toBeLessThanOrEqual(6)
      expect(wordCount(episode.showNotes), episode.slug).toBeGreaterThanOrEqual(60)
    }
  })

  // Seeding the whole demo content: up to about 22 s with four test files at once, more on a busier machine.
  it('loads categories, plans, articles and demo accounts that can sign in, and is idempotent', { timeout: 120_000 }, async () => {
    await inRolledBackTransaction(async (tx) => {
      await seedDemoContent(tx)
      const second = await seedDemoContent(tx)
      expect(second).toEqual({
        articles: 0,
        courses: 0,
        lessons: 0,
        learningPaths: 0,
        tutorials: 0,
        videos: 0,
        playlists: 0,
        podcastSeries: 0,
        podcasts: 0,
        quizzes: 0,
      })

      const slugs = (await tx.select({ slug: categories.slug }).from(categories)).map((c) => c.slug)
      expect(slugs).toEqual(expect.arrayContaining(['ml', 'nlp', 'cv', 'robotics']))
      const [plans] = await tx.select({ n: count() }).from(subscriptionPlans)
      expect(plans!.n).toBe(5)
      const [seeded] = await tx
        .select({ n: count() })
        .from(articles)
        .where(inArray(articles.slug, seedArticles.map((a) => a.slug)))
      expect(seeded!.n).toBe(seedArticles.length)
      // Demo subscribers, most of them confirmed, only on the reserved example domains.
      const subscribers = await tx.select().from(newsletterSubscriptions)
      expect(subscribers.length).toBeGreaterThanOrEqual(64)
      expect(subscribers.filter((s) => s.isActive && s.confirmedAt).length).toBeGreaterThan(40)
      expect(subscribers.filter((s) => /@example\.(com|org|net)$/.test(s.email))).toHaveLength(subscribers.length)

      // The gift jobs leave the demo accounts on their plans (a demo gift must not start for one of them).
      await deliverDueGifts(tx)
      await startWaitingGifts(tx)
      for (const demo of demoAccounts) {
        const [user] = await tx.select().from(users).where(eq(users.email, demo.email))
        expect(user).toMatchObject({ role: demo.role, subscriptionTier: demo.tier })
        const [credential] = await tx.select({ hash: accounts.password }).from(accounts).where(eq(accounts.userId, user!.id))
        expect(await verifyPassword({ hash: credential!.hash!, password: demo.password })).toBe(true)
        const active = await tx.select().from(subscriptions).where(eq(subscriptions.userId, user!.id))
        expect(active.length).toBe(demo.tier === 'free' ? 0 : 1)
      }

      // The newsroom: staff profiles with titles, one draft waiting for review and one sent back with a note.
      const drafts = await tx.select({ status: articles.status }).from(articles).where(inArray(articles.slug, newsroomDrafts.map((d) => d.slug)))
      expect(drafts.map((d) => d.status).sort()).toEqual(['changes_requested', 'review'])
      const notes = await tx.select({ decision: reviewNotes.decision, body: reviewNotes.body }).from(reviewNotes)
      expect(notes).toContainEqual({ decision: 'changes_requested', body: newsroomDrafts[1].note })
      const titled = await tx.select({ title: authorProfiles.roleTitle }).from(authorProfiles).where(inArray(authorProfiles.roleTitle, Object.values(staffProfiles).map((p) => p.roleTitle)))
      expect(titled).toHaveLength(3)

      // Support tickets across plans and states; the workspace's tickets go to its named contact.
      const demoTickets = await tx.select({ plan: supportTickets.plan, status: supportTickets.status, priority: supportTickets.priority, assigneeId: supportTickets.assigneeId }).from(supportTickets)
      expect(new Set(demoTickets.map((t) => t.plan))).toEqual(new Set(['enterprise', 'premium', 'free', 'visitor']))
      expect(new Set(demoTickets.map((t) => t.status))).toEqual(new Set(['new', 'open', 'pending', 'resolved', 'closed', 'spam']))
      const [demoAdmin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@lumen.example'))
      expect(demoTickets.filter((t) => t.plan === 'enterprise').every((t) => t.priority === 'urgent' && t.assigneeId === demoAdmin!.id)).toBe(true)
    })
  })

  it('loads the courses, paths, tutorials, videos, playlists and podcasts in the same run', { timeout: 120_000 }, async () => {
    await inRolledBackTransaction(async (tx) => {
      const now = new Date()
      const result = await seedDemoContent(tx, { now })
      expect(result).toMatchObject({
        courses: 10,
        learningPaths: 4,
        tutorials: 10,
        videos: 12,
        playlists: 3,
        podcastSeries: 3,
        podcasts: 12,
        quizzes: 10,
      })

      const courseRows = await tx.select().from(courses).where(inArray(courses.slug, seedCourses.map((c) => c.slug)))
      expect(courseRows).toHaveLength(10)
      for (const course of courseRows) {
        const lessons = await tx
          .select()
          .from(courseLessons)
          .where(eq(courseLessons.courseId, course.id))
          .orderBy(asc(courseLessons.position))
        expect(lessons.length, course.slug).toBeGreaterThanOrEqual(4)
        expect(lessons.map((l) => l.position)).toEqual(lessons.map((_, i) => i + 1))
        expect(course.durationMinutes).toBe(lessons.reduce((sum, l) => sum + l.durationMinutes, 0))
        expect(course).toMatchObject({ status: 'published', thumbnail: `/media/covers/course/${course.slug}.svg` })
        expect(lessons.some((l) => /<script|onclick/i.test(l.content))).toBe(false)
      }

      const [pathCount] = await tx.select({ n: count() }).from(learningPaths)
      expect(pathCount!.n).toBe(4)
      const [path] = await tx.select().from(learningPaths).where(eq(learningPaths.slug, seedPaths[0]!.slug))
      const pathCourses = await listMembers(tx, 'path', path!.id)
      expect(pathCourses.map((c) => c.slug)).toEqual(seedPaths[0]!.courseSlugs)

      const tutorialRows = await tx.select().from(tutorials)
      expect(tutorialRows).toHaveLength(10)
      expect(new Set(tutorialRows.map((t) => t.category))).toEqual(new Set(tutorialCategories))
      for (const t of tutorialRows) expect(t.content, t.slug).toMatch(/<h2>Step 1: /)

      const videoRows = await tx.select().from(videos)
      expect(videoRows).toHaveLength(12)
      for (const v of videoRows) {
        expect(v.mediaUrl).toBe(`/media/video/${v.slug}.webm`)
        expect(v.publishedAt!.getTime()).toBeLessThanOrEqual(now.getTime())
      }

      const [playlistCount] = await tx.select({ n: count() }).from(playlists)
      expect(playlistCount!.n).toBe(3)
      const [playlist] = await tx.select().from(playlists).where(eq(playlists.title, seedPlaylists[2]!.title))
      const playlistOrder = await listMembers(tx, 'playlist', playlist!.id)
      expect(playlistOrder.map((v) => v.slug)).toEqual(seedPlaylists[2]!.videoSlugs)

      const [seriesCount] = await tx.select({ n: count() }).from(podcastSeries)
      expect(seriesCount!.n).toBe(3)
      const episodes = await tx.select().from(podcasts)
      expect(episodes).toHaveLength(12)
      expect(episodes.every((e) => e.seriesId && e.episodeNumber && e.durationSeconds > 0)).toBe(true)
      expect(episodes.filter((e) => e.isPremium)).toHaveLength(3)
    })
  })
})
