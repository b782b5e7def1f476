import { Link } from 'react-router'
import type { ArticleCard as ArticleCardData } from '../../news/articles.server'
import { useT } from '../../i18n/i18n'
import { CoverImage } from '../../ui/cover-image'
import { PremiumCoverPill } from '../../ui/premium-cover-pill'
import { ArticleBadges, NewsDate, ReadingTime } from '../../news/components/article-meta'

export type FrontStory = Omit<ArticleCardData, 'publishedAt'> & { publishedAt: Date | string | null }

function Byline({ story, now }: { story: FrontStory; now: number }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
      <span className="font-medium text-slate-800 dark:text-slate-200">{story.author}</span>
      <NewsDate date={story.publishedAt} now={now} />
      <ReadingTime minutes={story.readingTime} />
    </div>
  )
}

/** The front page's lead: a wide cover, the headline in the display face, the standfirst and the byline. */
export function LeadStory({ story, now, canReadPremium }: { story: FrontStory; now: number; canReadPremium: boolean }) {
  const t = useT()
  return (
    <article className="group relative" data-story={story.slug} data-testid="lead-story">
      <div className="relative aspect-[40/21] overflow-hidden rounded-2xl bg-slate-100 dark:bg-slate-800">
        {story.featuredImage ? <CoverImage src={story.featuredImage} focus={story.coverFocus} isLead /> : null}
        {story.isPremium && !canReadPremium ? <PremiumCoverPill>{t('article.upgradeToAccess')}</PremiumCoverPill> : null}
      </div>
      <div className="mt-5">
        <ArticleBadges article={story} />
        <h2 className="mt-3 font-serif text-3xl leading-tight font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          <Link to={`/news/${story.slug}`} className="after:absolute after:inset-0 group-hover:text-brand-700 dark:group-hover:text-brand-300">
            {story.title}
          </Link>
        </h2>
        <p className="mt-3 max-w-2xl text-lg leading-7 text-slate-700 dark:text-slate-300">{story.excerpt}</p>
        <div className="mt-4">
          <Byline story={story} now={now} />
        </div>
      </div>
    </article>
  )
}

/**
 * A story in a column or the river: text first, a small cover beside it. `dense` leaves the
 * standfirst out (the featured column); the river keeps two lines of it.
 */
export function StoryRow({ story, now, dense = false }: { story: FrontStory; now: number; dense?: boolean }) {
  return (
    <article className="group relative flex gap-4 py-4" data-story={story.slug}>
      <div className="min-w-0 flex-1">
        <ArticleBadges article={story} />
        <h3 className={`mt-2 font-serif leading-snug font-bold text-slate-900 dark:text-white ${dense ? 'text-lg' : 'text-xl'}`}>
          <Link to={`/news/${story.slug}`} className="after:absolute after:inset-0 group-hover:text-brand-700 dark:group-hover:text-brand-300">
            {story.title}
          </Link>
        </h3>
        {dense ? null : <p className="mt-1.5 line-clamp-2 text-sm leading-6 text-slate-600 dark:text-slate-300">{story.excerpt}</p>}
        <div className="mt-2">
          <Byline story={story} now={now} />
        </div>
      </div>
      {story.featuredImage ? (
        <div className="aspect-square w-20 shrink-0 overflow-hidden rounded-xl bg-slate-100 sm:aspect-[4/3] sm:w-32 dark:bg-slate-800">
          <CoverImage src={story.featuredImage} focus={story.coverFocus} />
        </div>
      ) : null}
    </article>
  )
}
