import type { Db } from '../db/client.server'
import { getFeaturedArticles, getLatestArticles } from '../news/articles.server'
import { listVideos } from '../videos/videos.server'
import { listEpisodes } from '../podcasts/episode-list.server'
import { listCoursePage } from '../courses/catalog.server'
import { educationCategorySlugOf } from '../courses/course-choices'
import { podcastCategorySlugOf } from '../podcasts/podcast-choices'
import type { MessageKey } from '../i18n/en'

/** Stories in the river of latest news (spec: Latest News, 6). */
const RIVER = 6
/** Featured stories beside the lead (spec: Featured Stories, up to 3). */
const FEATURED = 3
/** Newest items per medium in the Watch, listen and learn band. */
const PER_MEDIUM = 3

/** A video, episode or course in the home page's band per medium. */
export interface MediaTile {
  key: string
  href: string
  cover: string | null
  /** The cover's focal point. */
  coverFocus: string
  title: string
  /** The category as stored (videos show it so, as their list does), */
  category: string
  /** and its name in the reader's language where the dictionary has one (courses, episodes). */
  categoryKey: MessageKey | null
  isPremium: boolean
  /** Playing time for media, null for courses. */
  durationSeconds: number | null
}

/** The dictionary's name of a known category of `area` (`podcasts.cat.interviews`). */
const keyOf = (area: 'podcasts' | 'education', slug: string | undefined): MessageKey | null => (slug ? (`${area}.cat.${slug}` as MessageKey) : null)

/**
 * The front page's stories with no story twice: the lead (the newest featured story, else the
 * newest), up to three other featured stories, and the six newest of the rest. Then the newest
 * videos, episodes and courses.
 */
export async function loadFrontPage(db: Db, now = new Date()) {
  const [featured, latest, videoPage, episodePage, coursePage] = await Promise.all([
    getFeaturedArticles(db, { limit: FEATURED + 1, now }),
    getLatestArticles(db, { limit: RIVER + FEATURED + 1, now }),
    listVideos(db, {}, { pageSize: PER_MEDIUM, now }),
    listEpisodes(db, { pageSize: PER_MEDIUM, now }),
    listCoursePage(db, { pageSize: PER_MEDIUM, now }),
  ])
  const lead = featured[0] ?? latest[0] ?? null
  const shown = new Set(lead ? [lead.id] : [])
  const featuredRest = featured.filter((article) => !shown.has(article.id)).slice(0, FEATURED)
  for (const article of featuredRest) shown.add(article.id)
  const river = latest.filter((article) => !shown.has(article.id)).slice(0, RIVER)
  return {
    lead,
    featured: featuredRest,
    river,
    videos: videoPage.videos.map((video): MediaTile => ({
      key: video.slug, href: `/videos/${video.slug}`, cover: video.thumbnail, coverFocus: video.coverFocus, title: video.title,
      category: video.category, categoryKey: null, isPremium: video.isPremium, durationSeconds: video.durationSeconds,
    })),
    episodes: episodePage.episodes.map((episode): MediaTile => ({
      key: episode.slug, href: `/podcasts/${episode.slug}`, cover: episode.thumbnail, coverFocus: episode.coverFocus, title: episode.title,
      category: episode.category, categoryKey: keyOf('podcasts', podcastCategorySlugOf(episode.category)), isPremium: episode.isPremium, durationSeconds: episode.durationSeconds,
    })),
    courses: coursePage.courses.map((course): MediaTile => ({
      key: course.slug, href: `/education/course/${course.slug}`, cover: course.thumbnail, coverFocus: course.coverFocus, title: course.title,
      category: course.category, categoryKey: keyOf('education', educationCategorySlugOf(course.category)), isPremium: course.isPremium, durationSeconds: null,
    })),
  }
}
