import { getConfig } from '../../config.server'
import type { Db } from '../../db/client.server'
import { formatDate } from '../../lib/dates'
import { newLearningAndMedia, publishedArticle, topArticles } from './content.server'
import { renderEdition } from './edition-email'
import { breakingNewsKey, createAutomaticEdition, dueEditions, stalledEditions, startEdition } from './editions.server'

const DAY = 86_400_000
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

export interface NewsletterTimes {
  /** The hour (UTC, 0–23) the daily digest and the weekly summary go out. */
  digestHour: number
  /** The weekday (0 = Sunday) of the weekly summary. */
  weeklyDay: number
}

const dateKey = (date: Date) => date.toISOString().slice(0, 10)
const longDate = (date: Date) => formatDate(date, 'en-GB', 'longDate')

/** Today's send time, at the digest hour (UTC). */
function slotOf(now: Date, hour: number) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour))
}

function siteFacts() {
  const { SITE_NAME, SITE_URL } = getConfig()
  return { siteName: SITE_NAME, siteUrl: SITE_URL }
}

/** The daily digest for the 24 hours before today's slot; null before the slot or on a day with nothing new. */
async function dailyDigest(db: Db, now: Date, times: NewsletterTimes) {
  const slot = slotOf(now, times.digestHour)
  if (now < slot) return null
  const articles = await topArticles(db, { from: new Date(slot.getTime() - DAY), to: slot, limit: 8 })
  if (articles.length === 0) return null
  const site = siteFacts()
  const { html, text } = renderEdition({
    ...site,
    label: `Daily digest · ${longDate(slot)}`,
    title: 'The day in AI and marketing',
    intro: articles.length > 1 ? `${articles.length} stories from the last 24 hours, most read first.` : 'The story of the last 24 hours.',
    articles,
    reason: `You receive the daily digest because you subscribed to the ${site.siteName} newsletter.`,
  })
  return { kind: 'daily_digest' as const, key: `daily_digest:${dateKey(slot)}`, subject: `${site.siteName} daily: ${articles[0]!.title}`, html, text }
}

/** The weekly summary on its weekday: the week's most-read articles and what is new to learn, watch and hear. */
async function weeklySummary(db: Db, now: Date, times: NewsletterTimes) {
  const slot = slotOf(now, times.digestHour)
  if (now < slot || slot.getUTCDay() !== times.weeklyDay) return null
  const window = { from: new Date(slot.getTime() - 7 * DAY), to: slot }
  const [articles, media] = await Promise.all([topArticles(db, { ...window, limit: 6 }), newLearningAndMedia(db, { ...window, limit: 5 })])
  if (articles.length + media.courses.length + media.videos.length + media.episodes.length === 0) return null
  const site = siteFacts()
  const { html, text } = renderEdition({
    ...site,
    label: `Weekly summary · week to ${longDate(slot)}`,
    title: 'The week in AI and marketing',
    intro: 'The most-read stories of the last seven days, and what is new to learn, watch and listen to.',
    articles,
    sections: [
      { heading: 'New courses', items: media.courses },
      { heading: 'New videos', items: media.videos },
      { heading: 'New podcast episodes', items: media.episodes },
    ],
    reason: `You receive the weekly summary (${weekdays[times.weeklyDay]}s) because you asked for it on ${site.siteName}.`,
  })
  return { kind: 'weekly_summary' as const, key: `weekly_summary:${dateKey(slot)}`, subject: `${site.siteName} weekly: the week in AI and marketing`, html, text }
}

/**
 * One tick of the newsletter schedule (every minute, from the job queue, on one instance):
 * creates the daily digest and the weekly summary once their time has come, and starts
 * scheduled editions that are due, and resumes stalled ones. Returns the editions to deliver. Each occasion has a
 * unique key, so ticks that overlap, on any number of instances, make one edition of it.
 */
export async function runNewsletterSchedule(db: Db, { now, times }: { now: Date; times: NewsletterTimes }) {
  const ready: string[] = []
  for (const build of [dailyDigest, weeklySummary]) {
    const edition = await build(db, now, times)
    const id = edition ? await createAutomaticEdition(db, edition, now) : null
    if (id) ready.push(id)
  }
  for (const id of await dueEditions(db, now)) {
    if (await startEdition(db, id, now)) ready.push(id)
  }
  // An edition whose delivery job was lost (an instance stopped before queueing it) is sent again.
  ready.push(...(await stalledEditions(db, now)))
  return ready
}

/**
 * Breaking news for a published article, ticked "Send as breaking news" by its editor: one
 * edition per article, ever, however often it is saved. A scheduled article's edition waits
 * for its publication time. Returns the edition when one was made, with when it is due.
 */
export async function createBreakingNews(db: Db, articleId: string, { now }: { now: Date }) {
  const article = await publishedArticle(db, articleId)
  if (!article) return null
  const site = siteFacts()
  const { html, text } = renderEdition({
    ...site,
    label: 'Breaking news',
    title: article.title,
    articles: [article],
    reason: `You receive breaking news alerts because you asked for them on ${site.siteName}.`,
  })
  const id = await createAutomaticEdition(
    db,
    { kind: 'breaking_news', key: breakingNewsKey(articleId), subject: `Breaking: ${article.title}`, html, text, scheduledFor: article.publishedAt },
    now,
  )
  return id ? { id, startAfter: article.publishedAt > now ? article.publishedAt : now } : null
}
