import { Link } from 'react-router'
import { CoverImage } from '../../ui/cover-image'
import { useT } from '../../i18n/i18n'
import { CardTitle, CoverCard } from '../../ui/cover-card'
import type { TutorialCard as TutorialCardData } from '../tutorial-list.server'
import { visibleTags } from '../tutorial-choices'
import { ArrowRightIcon, LockIcon } from '../../ui/icons'
import { CategoryBadge, DifficultyBadge, PremiumBadge, TimeLabel } from './tutorial-meta'

type Card = Omit<TutorialCardData, 'publishedAt'> & { publishedAt: Date | string | null }

function Tags({ tags }: { tags: string[] }) {
  const t = useT()
  const { shown, hidden } = visibleTags(tags)
  if (tags.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('tutorials.tags')} data-testid="tutorial-tags">
      {shown.map((tag) => (
        <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {tag}
        </li>
      ))}
      {hidden > 0 ? (
        <li className="rounded-md px-1 py-0.5 text-xs font-semibold text-slate-600 dark:text-slate-300" title={t('tutorials.moreTagsLabel', { count: hidden })}>
          <span aria-hidden="true">{t('tutorials.moreTags', { count: hidden })}</span>
          <span className="sr-only">{t('tutorials.moreTagsLabel', { count: hidden })}</span>
        </li>
      ) : null}
    </ul>
  )
}

/** 'Start Tutorial', or 'Upgrade to Access' (to /subscription) for a premium tutorial the reader cannot open. */
function CallToAction({ tutorial, isLocked, isLarge }: { tutorial: Card; isLocked: boolean; isLarge?: boolean }) {
  const t = useT()
  const size = isLarge ? 'px-6 py-3 text-base' : 'px-4 py-2 text-sm'
  return isLocked ? (
    <Link
      to="/subscription"
      className={`relative z-10 inline-flex items-center gap-2 rounded-full bg-amber-400 font-semibold text-slate-950 hover:bg-amber-300 ${size}`}
    >
      <LockIcon width={16} height={16} /> {t('tutorials.upgradeToAccess')}
    </Link>
  ) : (
    <Link
      to={`/tutorials/${tutorial.slug}`}
      className={`relative z-10 inline-flex items-center gap-2 rounded-full bg-brand-600 font-semibold text-white hover:bg-brand-700 ${size}`}
    >
      {t('tutorials.startTutorial')} <ArrowRightIcon width={16} height={16} />
    </Link>
  )
}

function Badges({ tutorial }: { tutorial: Card }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <DifficultyBadge difficulty={tutorial.difficulty} />
      <CategoryBadge category={tutorial.category} />
      {tutorial.isPremium ? <PremiumBadge /> : null}
    </div>
  )
}

/** A tutorial card: cover, badges, title, description, up to three tags and '+N', time and the call to action. */
export function TutorialCard({ tutorial, canReadPremium }: { tutorial: Card; canReadPremium: boolean }) {
  const isLocked = tutorial.isPremium && !canReadPremium
  return (
    <CoverCard cover={tutorial.thumbnail} focus={tutorial.coverFocus} lift>
      <Badges tutorial={tutorial} />
      <CardTitle to={`/tutorials/${tutorial.slug}`}>{tutorial.title}</CardTitle>
      <p className="line-clamp-3 text-sm leading-6 text-slate-600 dark:text-slate-300">{tutorial.description}</p>
      <Tags tags={tutorial.tags} />
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2 text-sm text-slate-600 dark:text-slate-300">
        <TimeLabel minutes={tutorial.estimatedTime} />
        <CallToAction tutorial={tutorial} isLocked={isLocked} />
      </div>
    </CoverCard>
  )
}

/** The first result, shown large above the grid. */
export function FeaturedTutorial({ tutorial, canReadPremium }: { tutorial: Card; canReadPremium: boolean }) {
  const t = useT()
  const isLocked = tutorial.isPremium && !canReadPremium
  return (
    <section aria-labelledby="featured-tutorial" className="mt-8" data-testid="featured-tutorial">
      <h2 id="featured-tutorial" className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
        {t('tutorials.featured')}
      </h2>
      <article className="mt-3 grid overflow-hidden rounded-3xl border border-slate-200 bg-white md:grid-cols-2 dark:border-slate-800 dark:bg-slate-900">
        <div className="aspect-[40/21] bg-slate-100 md:aspect-auto md:h-full dark:bg-slate-800">
          {tutorial.thumbnail ? (
            <CoverImage src={tutorial.thumbnail} focus={tutorial.coverFocus} />
          ) : null}
        </div>
        <div className="flex flex-col gap-4 p-6 sm:p-8">
          <Badges tutorial={tutorial} />
          <h3 className="font-serif text-2xl leading-tight font-bold text-slate-900 sm:text-3xl dark:text-white">
            <Link to={`/tutorials/${tutorial.slug}`} className="hover:text-brand-700 dark:hover:text-brand-300">{tutorial.title}</Link>
          </h3>
          <p className="leading-7 text-slate-600 dark:text-slate-300">{tutorial.description}</p>
          <Tags tags={tutorial.tags} />
          <div className="mt-auto flex flex-wrap items-center gap-4 pt-2 text-sm text-slate-600 dark:text-slate-300">
            <CallToAction tutorial={tutorial} isLocked={isLocked} isLarge />
            <TimeLabel minutes={tutorial.estimatedTime} />
          </div>
        </div>
      </article>
    </section>
  )
}
