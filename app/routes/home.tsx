import { Link } from 'react-router'
import { pickHouseAd, showsAds } from '../ads/house-ads'
import { AdSlot } from '../ads/components/ad-slot'
import { ArticleCard } from '../news/components/article-card'
import { ExploreCards } from '../home/components/explore-cards'
import { JoinBlock } from '../home/components/join-block'
import { PlatformGrid } from '../home/components/platform-grid'
import { ArrowRightIcon, ForwardArrow } from '../ui/icons'
import { hasFeature } from '../billing/entitlements'
import { getUser } from '../accounts/session.server'
import { getFeaturedArticles, getLatestArticles } from '../news/articles.server'
import { getDb } from '../db/client.server'
import { openAssignments } from '../workspaces/assignment-lists.server'
import { AssignedStrip } from '../workspaces/components/learning/assigned-strip'
import { useT } from '../i18n/i18n'
import { useRootData } from '../shell/root-data'
import { feedLinks, organizationJsonLd, pageMeta, rootSeo } from '../seo/meta'
import type { Route } from './+types/home'

export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb()
  const [user, featured, latest] = await Promise.all([
    getUser(request),
    getFeaturedArticles(db, { limit: 4 }),
    getLatestArticles(db, { limit: 6 }),
  ])
  // Only signed-in members are ever in a workspace, and their pages are never served from the
  // page cache: the anonymous home page stays the same for everyone.
  const assigned = user?.workspace ? await openAssignments(db, { userId: user.id }) : null
  return {
    featured,
    latest,
    assigned: assigned && assigned.open > 0 ? assigned : null,
    isVisitor: !user,
    canReadPremium: hasFeature(user, 'premium_articles'),
    showAds: showsAds(user),
    now: Date.now(),
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const seo = rootSeo(matches)
  const leadCover = loaderData?.featured[0]?.featuredImage
  return [
    // The lead story's cover is the largest paint on wide screens: fetched with the stylesheet,
    // it is ready for the first paint instead of after it.
    ...(leadCover ? [{ tagName: 'link', rel: 'preload', as: 'image', href: leadCover, media: '(min-width: 1024px)', fetchPriority: 'high' } as const] : []),
    ...pageMeta({
      ...seo,
      title: seo.text('title.home', { site: seo.siteName }),
      description:
        'Daily AI and marketing news, in-depth analysis, courses, tutorials, videos and podcasts — free to start, with premium reporting when you want to go further.',
      path: '/',
    }),
    organizationJsonLd(seo.siteName, seo.siteUrl),
    ...feedLinks(seo.siteName),
  ]
}

const primaryButton =
  'inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700'
function SectionHeading({ title, action }: { title: string; action?: React.ReactNode }) {
  return (
    <div className="flex items-end justify-between gap-4">
      <h2 className="font-serif text-3xl font-bold tracking-tight">{title}</h2>
      {action}
    </div>
  )
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const site = useRootData()?.siteName ?? 'Lumen'
  const { featured, latest, assigned, isVisitor, canReadPremium, showAds, now } = loaderData
  // From 1024 px the lead featured story stands beside the hero; the section below then shows
  // the next three instead (on narrower screens, where the hero has no room, the first three).
  const lead = featured[0] ?? null
  const hasNextThree = featured.length > 3
  const featuredShown = (index: number) => (hasNextThree && index === 0 ? 'grid lg:hidden' : hasNextThree && index === 3 ? 'hidden lg:grid' : 'grid')
  return (
    <>
      <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-slate-800 dark:from-brand-900/40 dark:to-slate-950">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:items-center lg:gap-14">
          <div>
            <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase dark:text-brand-300">
              {t('home.heroSubtitle')}
            </p>
            <h1 className="mt-4 max-w-3xl font-serif text-5xl font-bold tracking-tight sm:text-7xl">
              {t('home.heroTitle', { site })}
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-700 dark:text-slate-300">
              {t('home.heroDescription')}
            </p>
            <div className="mt-10 flex flex-wrap gap-3">
              <Link to="/news" className={primaryButton}>
                {t('home.exploreNews')} <ArrowRightIcon />
              </Link>
              {isVisitor ? (
                <Link
                  to="/register"
                  className="inline-flex items-center rounded-full border border-slate-300 bg-white/70 px-6 py-3 font-semibold text-slate-900 hover:bg-white dark:border-slate-600 dark:bg-slate-900/60 dark:text-white dark:hover:bg-slate-800"
                >
                  {t('home.joinFree')}
                </Link>
              ) : null}
            </div>
          </div>
          {lead ? (
            <aside aria-labelledby="lead-story-heading" className="hidden lg:block" data-testid="hero-lead-story">
              <h2 id="lead-story-heading" className="mb-3 text-sm font-semibold tracking-widest text-slate-600 uppercase dark:text-slate-400">
                {t('home.leadStory')}
              </h2>
              <ArticleCard article={lead} now={now} canReadPremium={canReadPremium} isLead coverMinWidth={1024} />
            </aside>
          ) : null}
        </div>
      </section>

      {assigned ? <AssignedStrip open={assigned} /> : null}

      <PlatformGrid />

      {featured.length > 0 ? (
        <section className="mx-auto max-w-7xl px-4 pt-16 sm:px-6" aria-labelledby="featured-heading">
          <h2 id="featured-heading" className="font-serif text-3xl font-bold tracking-tight">
            {t('home.featuredStories')}
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {featured.map((article, index) => (
              <div key={article.id} className={featuredShown(index)}>
                <ArticleCard article={article} now={now} canReadPremium={canReadPremium} />
              </div>
            ))}
          </div>
        </section>
      ) : null}

      <ExploreCards />

      {showAds ? (
        <div className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
          <AdSlot placement="home" house={pickHouseAd('home')} />
        </div>
      ) : null}

      <section className="mx-auto max-w-7xl px-4 pt-16 sm:px-6" data-testid="latest-news">
        <SectionHeading
          title={t('home.latestNews')}
          action={
            <Link to="/news" className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-300">
              {t('home.viewAll')} <ForwardArrow />
            </Link>
          }
        />
        {latest.length > 0 ? (
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {latest.map((article) => (
              <ArticleCard key={article.id} article={article} now={now} canReadPremium={canReadPremium} />
            ))}
          </div>
        ) : (
          <p className="mt-8 text-slate-600 dark:text-slate-400">{t('home.noArticles')}</p>
        )}
      </section>
      {isVisitor ? <JoinBlock /> : null}
      <div className="pb-20" />
    </>
  )
}
