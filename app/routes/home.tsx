import { Link } from 'react-router'
import { pickHouseAd, showsAds } from '../ads/house-ads'
import { ExploreCards } from '../home/components/explore-cards'
import { JoinBlock } from '../home/components/join-block'
import { ArrowRightIcon, ForwardArrow } from '../ui/icons'
import { hasFeature } from '../billing/entitlements'
import { getUser } from '../accounts/session.server'
import { loadFrontPage } from '../home/front-page.server'
import { continueLearning } from '../home/continue-learning.server'
import { LeadStory, StoryRow } from '../home/components/front-stories'
import { MediaBand } from '../home/components/media-band'
import { getDb } from '../db/client.server'
import { listHeadlines } from '../news/headline-tests/page-headlines.server'
import { openAssignments } from '../workspaces/assignment-lists.server'
import { useT } from '../i18n/i18n'
import { useRootData } from '../shell/root-data'
import { feedLinks, organizationJsonLd, pageMeta, rootSeo } from '../seo/meta'
import type { Route } from './+types/home'
import { deferred } from '../lib/deferred'

// For members only, or below the fold and at work only once the reader scrolls or clicks:
// fetched once the page hydrates (app/lib/deferred.tsx).
const extras = () => import('../home/components/home-deferred')
const ContinueLearning = deferred(() => extras().then((module) => module.ContinueLearning))
const AssignedStrip = deferred(() => extras().then((module) => module.AssignedStrip))
const AdSlot = deferred(() => extras().then((module) => module.AdSlot))
const PlatformGrid = deferred(() => extras().then((module) => module.PlatformGrid))

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getDb()
  const [user, stories] = await Promise.all([getUser(request), loadFrontPage(db)])
  // Tested headlines: this reader's, their views counted (decision 53). Without a lead there are no stories at all.
  const shown = await listHeadlines(db, { request, context, user }, [...(stories.lead ? [stories.lead] : []), ...stories.featured, ...stories.river])
  const front = stories.lead ? { ...stories, lead: shown[0]!, featured: shown.slice(1, 1 + stories.featured.length), river: shown.slice(1 + stories.featured.length) } : stories
  // Only signed-in members have progress or a workspace, and their pages are never served from
  // the page cache: the anonymous home page stays the same for everyone.
  const [assigned, resume] = await Promise.all([
    user?.workspace ? openAssignments(db, { userId: user.id }) : null,
    user ? continueLearning(db, user.id) : [],
  ])
  return {
    ...front,
    continueItems: resume.map(({ updatedAt: _updatedAt, ...item }) => item),
    assigned: assigned && assigned.open > 0 ? assigned : null,
    isVisitor: !user,
    canReadPremium: hasFeature(user, 'premium_articles'),
    showAds: showsAds(user),
    // Picked here: the page's own code leaves out the ads' modules.
    houseAd: pickHouseAd('home'),
    now: Date.now(),
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const seo = rootSeo(matches)
  const leadCover = loaderData?.lead?.featuredImage
  return [
    // The lead story's cover is the largest paint: fetched with the stylesheet, it is ready for
    // the first paint instead of after it.
    ...(leadCover ? [{ tagName: 'link', rel: 'preload', as: 'image', href: leadCover, fetchPriority: 'high' } as const] : []),
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
export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const site = useRootData()?.siteName ?? 'Lumen'
  const { lead, featured, river, videos, episodes, courses, continueItems, assigned, isVisitor, canReadPremium, showAds, houseAd, now } = loaderData
  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-slate-800 dark:from-brand-900/40 dark:to-slate-950">
        <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-8 sm:px-6 sm:py-10 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-3xl">
            <p className="text-xs font-semibold tracking-widest text-brand-700 uppercase sm:text-sm dark:text-brand-300">{t('home.heroSubtitle')}</p>
            <h1 className="mt-2 font-serif text-4xl font-bold tracking-tight sm:text-5xl">{t('home.heroTitle', { site })}</h1>
            <p className="mt-3 text-base leading-7 text-slate-700 sm:text-lg dark:text-slate-300">{t('home.heroDescription')}</p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-3">
            <Link to="/news" className={primaryButton}>
              {t('home.exploreNews')} <ArrowRightIcon />
            </Link>
            {isVisitor ? (
              <Link
                to="/register"
                className="inline-flex items-center rounded-full border border-slate-300 bg-white/70 px-5 py-2.5 font-semibold text-slate-900 hover:bg-white dark:border-slate-600 dark:bg-slate-900/60 dark:text-white dark:hover:bg-slate-800"
              >
                {t('home.joinFree')}
              </Link>
            ) : null}
          </div>
        </div>
      </section>

      {lead ? (
        <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-8 sm:px-6 lg:grid-cols-12">
          <section aria-labelledby="lead-story-heading" className="lg:col-span-7">
            <h2 id="lead-story-heading" className="sr-only">{t('home.leadStory')}</h2>
            <LeadStory story={lead} now={now} canReadPremium={canReadPremium} />
          </section>
          {featured.length > 0 ? (
            <section aria-labelledby="featured-heading" className="lg:col-span-5 lg:border-s lg:border-slate-200 lg:ps-10 dark:lg:border-slate-800">
              <h2 id="featured-heading" className="border-b-2 border-slate-900 pb-2 text-sm font-bold tracking-widest uppercase dark:border-slate-200">
                {t('home.featuredStories')}
              </h2>
              <div className="divide-y divide-slate-200 dark:divide-slate-800">
                {featured.map((story) => <StoryRow key={story.id} story={story} now={now} dense />)}
              </div>
            </section>
          ) : null}
        </div>
      ) : null}

      {continueItems.length > 0 ? <ContinueLearning items={continueItems} /> : null}
      {assigned ? <AssignedStrip open={assigned} /> : null}

      <section className="mx-auto max-w-7xl px-4 pt-12 sm:px-6" aria-labelledby="latest-heading" data-testid="latest-news">
        <div className="flex items-end justify-between gap-4 border-b-2 border-slate-900 pb-2 dark:border-slate-200">
          <h2 id="latest-heading" className="font-serif text-2xl font-bold tracking-tight">{t('home.latestNews')}</h2>
          <Link to="/news" className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
            {t('home.viewAll')} <ForwardArrow />
          </Link>
        </div>
        {river.length > 0 ? (
          <div className="grid gap-x-10 divide-y divide-slate-200 md:grid-cols-2 md:divide-y-0 dark:divide-slate-800">
            {river.map((story) => (
              <div key={story.id} className="md:border-b md:border-slate-200 dark:md:border-slate-800">
                <StoryRow story={story} now={now} />
              </div>
            ))}
          </div>
        ) : (
          <p className="mt-6 text-slate-600 dark:text-slate-400">{t('home.noArticles')}</p>
        )}
      </section>

      {showAds ? (
        <div className="mx-auto max-w-7xl px-4 pt-12 sm:px-6">
          <AdSlot placement="home" house={houseAd} />
        </div>
      ) : null}

      <MediaBand
        columns={[
          { title: 'nav.videos', href: '/videos', items: videos },
          { title: 'nav.podcasts', href: '/podcasts', items: episodes },
          { title: 'nav.education', href: '/education', items: courses },
        ]}
      />

      <PlatformGrid />
      <ExploreCards />
      {isVisitor ? <JoinBlock /> : null}
      <div className="pb-20" />
    </>
  )
}
