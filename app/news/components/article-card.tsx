import { Link } from 'react-router'
import type { ArticleCard as ArticleCardData } from '../articles.server'
import { useT } from '../../i18n/i18n'
import { CoverImage } from '../../ui/cover-image'
import { PremiumCoverPill } from '../../ui/premium-cover-pill'
import { ForwardArrow } from '../../ui/icons'
import { ArticleBadges, NewsDate, ReadingTime } from './article-meta'

type SerializedCard = Omit<ArticleCardData, 'publishedAt'> & { publishedAt: Date | string | null }

export function ArticleCard({
  article,
  now,
  layout = 'grid',
  canReadPremium = false,
  isLead = false,
  coverMinWidth,
}: {
  article: SerializedCard
  now: number
  layout?: 'grid' | 'list'
  canReadPremium?: boolean
  /** The first card of the page: its cover is fetched first (see CoverImage). */
  isLead?: boolean
  /** The card is shown only from this width up, so its cover is not fetched below it. */
  coverMinWidth?: number
}) {
  const t = useT()
  const href = `/news/${article.slug}`
  const isLocked = article.isPremium && !canReadPremium
  return (
    <article
      className={`group relative flex overflow-hidden rounded-2xl border border-slate-200 bg-white transition hover:-translate-y-0.5 hover:shadow-lg dark:border-slate-800 dark:bg-slate-900 ${
        layout === 'list' ? 'flex-col sm:flex-row' : 'flex-col'
      }`}
    >
      <div className={`relative aspect-[40/21] shrink-0 bg-slate-100 dark:bg-slate-800 ${layout === 'list' ? 'sm:w-72' : ''}`}>
        {article.featuredImage ? <CoverImage src={article.featuredImage} focus={article.coverFocus} isLead={isLead} minWidth={coverMinWidth} /> : null}
        {isLocked ? <PremiumCoverPill>{t('article.upgradeToAccess')}</PremiumCoverPill> : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <ArticleBadges article={article} />
        <h3 className="mt-3 font-serif text-xl leading-snug font-bold text-slate-900 dark:text-white">
          <Link to={href} className="after:absolute after:inset-0">
            {article.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600 dark:text-slate-300">{article.excerpt}</p>
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-4 text-xs text-slate-500 dark:text-slate-400">
          <span className="font-medium text-slate-700 dark:text-slate-200">{article.author}</span>
          <NewsDate date={article.publishedAt} now={now} />
          <ReadingTime minutes={article.readingTime} />
        </div>
        <span className="mt-4 text-sm font-semibold text-brand-600 dark:text-brand-300" aria-hidden="true">
          {isLocked ? t('article.upgradeToRead') : t('article.readMore')} <ForwardArrow />
        </span>
      </div>
    </article>
  )
}
