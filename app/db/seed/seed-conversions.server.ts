import { and, asc, eq, ne } from 'drizzle-orm'
import type { Db } from '../client.server'
import { articles, conversions, courses, podcasts, subscriptions, users, videos } from '../schema'
import type { AttributionSource } from '../schema/attribution-vocabulary'

const DAY = 86_400_000

/** How the demo's members found the site: a realistic mix, most from search and the newsletter. */
const visits: { source: AttributionSource; referrerHost?: string; utm?: [string, string, string] }[] = [
  { source: 'search', referrerHost: 'www.google.com' },
  { source: 'newsletter' },
  { source: 'social', referrerHost: 'www.linkedin.com' },
  { source: 'search', referrerHost: 'duckduckgo.com' },
  { source: 'direct' },
  { source: 'campaign', utm: ['ai-marketing-weekly', 'sponsorship', 'autumn-courses'] },
  { source: 'other_site', referrerHost: 'simonwillison.net' },
  { source: 'newsletter' },
  { source: 'social', referrerHost: 'news.ycombinator.com' },
  { source: 'search', referrerHost: 'www.bing.com' },
]

/**
 * Where the demo's members came from (decision 49): each member's signup, with its source and
 * the article, course, video or episode read before it; paid starts for those who subscribed,
 * and the former members' cancellations. Seeding again adds nothing.
 */
export async function seedConversions(db: Db, now: Date) {
  if ((await db.$count(conversions)) > 0) return
  const [items, courseItems, videoItems, episodeItems] = await Promise.all([
    db.select({ slug: articles.slug }).from(articles).where(eq(articles.status, 'published')).orderBy(asc(articles.slug)).limit(6),
    db.select({ slug: courses.slug }).from(courses).where(eq(courses.status, 'published')).orderBy(asc(courses.slug)).limit(3),
    db.select({ slug: videos.slug }).from(videos).where(eq(videos.status, 'published')).orderBy(asc(videos.slug)).limit(2),
    db.select({ slug: podcasts.slug }).from(podcasts).where(eq(podcasts.status, 'published')).orderBy(asc(podcasts.slug)).limit(2),
  ])
  const content = [
    ...items.map((i) => ({ kind: 'article', path: `/news/${i.slug}` })),
    ...courseItems.map((i) => ({ kind: 'course', path: `/education/course/${i.slug}` })),
    ...videoItems.map((i) => ({ kind: 'video', path: `/videos/${i.slug}` })),
    ...episodeItems.map((i) => ({ kind: 'podcast', path: `/podcasts/${i.slug}` })),
  ]
  const members = await db.select({ id: users.id }).from(users).where(and(eq(users.role, 'user'), ne(users.email, ''))).orderBy(asc(users.email))
  const subs = await db.select({ userId: subscriptions.userId, planId: subscriptions.planId, startedAt: subscriptions.currentPeriodStart, canceledAt: subscriptions.canceledAt }).from(subscriptions)
  const rows: (typeof conversions.$inferInsert)[] = []
  members.forEach((member, index) => {
    const visit = visits[index % visits.length]!
    // One in four signups followed no content item (the home page or a plan page).
    const item = index % 4 === 3 || content.length === 0 ? null : content[(index * 7) % content.length]!
    const attribution = {
      source: visit.source,
      referrerHost: visit.referrerHost ?? null,
      utmSource: visit.utm?.[0] ?? null,
      utmMedium: visit.utm?.[1] ?? null,
      utmCampaign: visit.utm?.[2] ?? null,
      landingPath: item?.path ?? '/',
      contentKind: item?.kind ?? null,
      contentPath: item?.path ?? null,
    }
    const own = subs.filter((s) => s.userId === member.id)
    // A member who subscribed signed up a few days before.
    const firstPaid = Math.min(now.getTime(), ...own.map((s) => s.startedAt.getTime()))
    const signedUp = new Date(Math.min(now.getTime() - ((index * 5) % 58 + 1) * DAY - (index % 9) * 3_600_000, firstPaid - 3 * DAY))
    rows.push({ userId: member.id, kind: 'signup', ...attribution, createdAt: signedUp })
    for (const sub of own) {
      rows.push({ userId: member.id, kind: 'paid_start', ...attribution, planId: sub.planId, createdAt: new Date(Math.min(sub.startedAt.getTime(), now.getTime())) })
      if (sub.canceledAt) rows.push({ userId: member.id, kind: 'cancellation', ...attribution, planId: sub.planId, createdAt: sub.canceledAt })
    }
  })
  for (let start = 0; start < rows.length; start += 500) await db.insert(conversions).values(rows.slice(start, start + 500))
}
