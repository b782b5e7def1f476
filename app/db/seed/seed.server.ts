import { seedNewsroom } from './seed-newsroom.server'
import { creditTypedBylines } from '../../newsroom/credits.server'
import { count, eq } from 'drizzle-orm'
import { seedSupport } from './seed-support.server'
import { seedAds } from './seed-ads.server'
import { seedCancellations } from './seed-cancellations.server'
import { seedOffers } from './seed-offers.server'
import { seedGifts } from './seed-gifts.server'
import { seedConversions } from './seed-conversions.server'
import { hashString } from '../../lib/text'
import type { Db } from '../client.server'
import {
  articles,
  billingInvoices,
  categories,
  courses,
  learningPaths,
  playlists,
  podcasts,
  podcastSeries,
  subscriptionPlans,
  subscriptions,
  tutorials,
  users,
  videos,
} from '../schema'
import { seedNewsletterSubscribers } from './newsletter-seed'
import { seedLumenLabs } from './workspace-seed'
import { articlesA } from './data/articles-a'
import { articlesB } from './data/articles-b'
import { seedCategories } from './data/categories'
import { coursesA } from './data/courses-a'
import { coursesB } from './data/courses-b'
import { coursesC } from './data/courses-c'
import { coursesD } from './data/courses-d'
import { coursesE } from './data/courses-e'
import { coursesF } from './data/courses-f'
import { demoAccounts } from './data/demo-accounts'
import { episodeTranscript } from './data/episode-narration'
import { seedLearningPaths } from './data/learning-paths'
import { learningPathsB } from './data/learning-paths-b'
import { audioFiles, videoFiles, type MediaFileFacts } from './data/media-files'
import { seedPlans } from './data/plans'
import { seedPlaylists } from './data/playlists'
import { podcastsA } from './data/podcasts-a'
import { podcastsB } from './data/podcasts-b'
import { seedPodcastSeries } from './data/podcasts-series'
import { tutorialsA } from './data/tutorials-a'
import { tutorialsB } from './data/tutorials-b'
import { tutorialsC } from './data/tutorials-c'
import { seedVideos } from './data/videos'
import { createArticle, createUser } from './factories'
import { createCourse, createLearningPath, createLesson, createTutorial } from './learning-factories'
import { createPlaylist, createPodcast, createPodcastSeries, createVideo } from './media-factories'
import { createMissing, storedIds } from './stored-ids'
import { seedCourseQuizzes, seedDemoCompletion } from './seed-quizzes.server'
import { sponsoredArticles } from './data/sponsored-articles'

const DAY = 24 * 60 * 60 * 1000

export const seedArticles = [...articlesA, ...articlesB, ...sponsoredArticles]
export const seedCourses = [...coursesA, ...coursesB, ...coursesC, ...coursesD, ...coursesE, ...coursesF]
export const seedPaths = [...seedLearningPaths, ...learningPathsB]
export const seedTutorials = [...tutorialsA, ...tutorialsB, ...tutorialsC]
export const seedPodcastEpisodes = [...podcastsA, ...podcastsB]

/** A moment `days` before the seed run, at a stable time of day derived from the key. */
const daysBefore = (now: Date, days: number, key: string) =>
  new Date(now.getTime() - days * DAY - (hashString(key) % 600) * 60_000)

/** A demo item's publication: free unless marked premium, and made when it was published. */
const publishedAs = (isPremium: boolean | undefined, publishedAt: Date) => ({ isPremium: isPremium ?? false, publishedAt, createdAt: publishedAt })

/**
 * Stable demo counts for a slug: `base` plus up to `spread` views (or downloads), and one like
 * per `likeEvery` of them, plus up to `likeSpread - 1` more.
 */
function demoAudience(slug: string, { base, spread, likeEvery, likeSpread }: { base: number; spread: number; likeEvery: number; likeSpread: number }) {
  const hash = hashString(slug)
  const reach = base + (hash % spread)
  return { reach, likes: Math.floor(reach / (likeEvery + (hash % likeSpread))) }
}

/** The generated media file of a demo video or episode (see scripts/generate-media.ts). */
function generatedFile(files: Record<string, MediaFileFacts>, slug: string) {
  const file = files[slug]
  if (!file) throw new Error(`No demo media for ${slug}: run npx tsx scripts/generate-media.ts`)
  return file
}

/** True when the database holds neither accounts nor articles. */
export async function isEmpty(db: Db) {
  const [userCount] = await db.select({ n: count() }).from(users)
  const [articleCount] = await db.select({ n: count() }).from(articles)
  return userCount!.n === 0 && articleCount!.n === 0
}

/** Loads the demo content and accounts. Safe to run twice: existing rows are kept. */
export async function seedDemoContent(db: Db, { now = new Date() } = {}) {
  await db.insert(subscriptionPlans).values([...seedPlans].map((p) => ({ ...p, features: [...p.features] }))).onConflictDoNothing()
  await db.insert(categories).values([...seedCategories]).onConflictDoNothing()
  const categoryIds = new Map(
    (await db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [c.slug, c.id]),
  )

  for (const account of demoAccounts) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email))
    if (existing) continue
    const user = await createUser(db, {
      email: account.email,
      name: account.name,
      role: account.role,
      subscriptionTier: account.tier,
      password: account.password,
    })
    if (account.tier !== 'free') {
      const plan = seedPlans.find((p) => p.id === `${account.tier}-year`)!
      const periodStart = new Date(now.getTime() - 30 * DAY)
      const periodEnd = new Date(now.getTime() + 335 * DAY)
      const [subscription] = await db
        .insert(subscriptions)
        .values({
          userId: user.id,
          planId: plan.id,
          status: 'active',
          provider: 'local',
          providerSubscriptionId: `local_${user.id}`,
          currentPeriodStart: periodStart,
          currentPeriodEnd: periodEnd,
          cardBrand: 'Visa',
          cardLast4: '4242',
        })
        .returning({ id: subscriptions.id })
      await db.insert(billingInvoices).values({
        userId: user.id,
        subscriptionId: subscription!.id,
        planId: plan.id,
        kind: 'subscription',
        amountCents: plan.priceCents,
        status: 'paid',
        periodStart,
        periodEnd,
        paidAt: periodStart,
        createdAt: periodStart,
      })
    }
  }

  let created = 0
  for (const article of seedArticles) {
    const [existing] = await db.select({ id: articles.id }).from(articles).where(eq(articles.slug, article.slug))
    if (existing) continue
    const { reach: views, likes } = demoAudience(article.slug, { base: 180, spread: 24_000, likeEvery: 18, likeSpread: 17 })
    await createArticle(db, {
      slug: article.slug,
      title: article.title,
      excerpt: article.excerpt,
      content: article.content,
      author: article.author,
      tags: article.tags,
      categoryId: categoryIds.get(article.category),
      isFeatured: article.isFeatured ?? false,
      isPremium: article.isPremium ?? false,
      isAiGenerated: article.isAiGenerated ?? false,
      // Published at a stable time of day so the order is the same on every seed.
      publishedAt: daysBefore(now, article.publishedDaysAgo, article.slug),
      views,
      likes,
    })
    created++
  }
  const learning = await seedLearning(db, now)
  const quizzes = await seedCourseQuizzes(db)
  const premiumDemo = demoAccounts.find((account) => account.tier === 'premium')
  if (premiumDemo) await seedDemoCompletion(db, { email: premiumDemo.email, now })
  const media = await seedMedia(db, now)
  await seedNewsletterSubscribers(db, now)
  await seedLumenLabs(db, now)
  await seedAds(db, now)
  await seedSupport(db, now)
  await seedCancellations(db, now)
  await seedOffers(db, now)
  await seedGifts(db, now)
  await seedConversions(db, now)
  await creditTypedBylines(db)
  await seedNewsroom(db)
  return { articles: created, ...learning, quizzes, ...media }
}

/** Courses with their lessons, then the learning paths; existing slugs are kept. */
async function seedLearning(db: Db, now: Date) {
  const courseIds = await storedIds(db, courses, courses.slug, seedCourses.map((c) => c.slug))
  let lessonCount = 0
  const courseCount = await createMissing(courseIds, seedCourses, (c) => c.slug, async ({ lessons, publishedDaysAgo, ...course }) => {
    const publishedAt = daysBefore(now, publishedDaysAgo, course.slug)
    const row = await createCourse(db, {
      ...course,
      ...publishedAs(course.isPremium, publishedAt),
      durationMinutes: lessons.reduce((sum, l) => sum + l.durationMinutes, 0),
    })
    for (const [i, lesson] of lessons.entries()) {
      await createLesson(db, row.id, { ...lesson, position: i + 1, createdAt: publishedAt })
      lessonCount++
    }
    return row
  })

  const existingPaths = await storedIds(db, learningPaths, learningPaths.slug, seedPaths.map((p) => p.slug))
  const pathCount = await createMissing(existingPaths, seedPaths, (p) => p.slug, ({ courseSlugs, publishedDaysAgo, ...path }) => {
    const ids = courseSlugs.map((slug) => {
      const id = courseIds.get(slug)
      if (!id) throw new Error(`Learning path ${path.slug} names an unknown course: ${slug}`)
      return id
    })
    return createLearningPath(db, { ...path, createdAt: daysBefore(now, publishedDaysAgo, path.slug) }, ids)
  })

  const existingTutorials = await storedIds(db, tutorials, tutorials.slug, seedTutorials.map((t) => t.slug))
  const tutorialCount = await createMissing(existingTutorials, seedTutorials, (t) => t.slug, ({ publishedDaysAgo, ...tutorial }) => {
    const { reach: views, likes } = demoAudience(tutorial.slug, { base: 300, spread: 42_000, likeEvery: 14, likeSpread: 13 })
    return createTutorial(db, { ...tutorial, ...publishedAs(tutorial.isPremium, daysBefore(now, publishedDaysAgo, tutorial.slug)), views, likes })
  })
  return { courses: courseCount, lessons: lessonCount, learningPaths: pathCount, tutorials: tutorialCount }
}

/** Videos, playlists, podcast series and episodes; existing slugs (or titles) are kept. */
async function seedMedia(db: Db, now: Date) {
  const videoIds = await storedIds(db, videos, videos.slug, seedVideos.map((v) => v.slug))
  const videoDates = new Map(seedVideos.map((v) => [v.slug, daysBefore(now, v.publishedDaysAgo, v.slug)]))
  const videoCount = await createMissing(videoIds, seedVideos, (v) => v.slug, ({ publishedDaysAgo: _days, ...video }) =>
    createVideo(db, { ...video, durationSeconds: generatedFile(videoFiles, video.slug).durationSeconds, ...publishedAs(video.isPremium, videoDates.get(video.slug)!) }),
  )

  const existingPlaylists = await storedIds(db, playlists, playlists.title, seedPlaylists.map((p) => p.title))
  const playlistCount = await createMissing(existingPlaylists, seedPlaylists, (p) => p.title, ({ videoSlugs, createdDaysAgo, ...playlist }) => {
    const createdAt = daysBefore(now, createdDaysAgo, playlist.title)
    // Last changed when its newest video was added.
    const updatedAt = new Date(Math.max(createdAt.getTime(), ...videoSlugs.map((s) => videoDates.get(s)?.getTime() ?? 0)))
    const ids = videoSlugs.map((slug) => {
      const id = videoIds.get(slug)
      if (!id) throw new Error(`Playlist ${playlist.title} names an unknown video: ${slug}`)
      return id
    })
    return createPlaylist(db, { ...playlist, isPremium: playlist.isPremium ?? false, createdAt, updatedAt }, ids)
  })

  const seriesIds = await storedIds(db, podcastSeries, podcastSeries.title, seedPodcastSeries.map((s) => s.title))
  const seriesCount = await createMissing(seriesIds, seedPodcastSeries, (s) => s.title, ({ key: _key, createdDaysAgo, ...series }) =>
    createPodcastSeries(db, { ...series, createdAt: daysBefore(now, createdDaysAgo, series.title) }),
  )

  const existingEpisodes = await storedIds(db, podcasts, podcasts.slug, seedPodcastEpisodes.map((e) => e.slug))
  const episodeCount = await createMissing(existingEpisodes, seedPodcastEpisodes, (e) => e.slug, ({ seriesKey, publishedDaysAgo, ...episode }) => {
    const series = seedPodcastSeries.find((s) => s.key === seriesKey)
    if (!series) throw new Error(`Episode ${episode.slug} names an unknown series: ${seriesKey}`)
    const { reach: downloads, likes } = demoAudience(episode.slug, { base: 1_200, spread: 48_000, likeEvery: 12, likeSpread: 9 })
    const file = generatedFile(audioFiles, episode.slug)
    return createPodcast(db, {
      ...episode,
      transcript: episodeTranscript(episode, series),
      durationSeconds: file.durationSeconds,
      audioBytes: file.bytes,
      seriesId: seriesIds.get(series.title),
      host: series.host,
      ...publishedAs(episode.isPremium, daysBefore(now, publishedDaysAgo, episode.slug)),
      downloads,
      likes,
    })
  })
  return { videos: videoCount, playlists: playlistCount, podcastSeries: seriesCount, podcasts: episodeCount }
}
