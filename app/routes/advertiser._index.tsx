import { Link } from 'react-router'
import { requireUser } from '../accounts/session.server'
import { CampaignList } from '../ads/components/portal/campaign-list'
import { advertisersOf } from '../ads/portal/access.server'
import { listCampaigns } from '../ads/campaigns.server'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import { titleMeta } from '../seo/meta'
import type { Route } from './+types/advertiser._index'

/** The advertiser portal's home: the member's advertisers and their campaigns with delivery so far. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const db = getDb()
  const [advertisers, campaigns] = await Promise.all([advertisersOf(db, user.id), listCampaigns(db, new Date(), user.id)])
  return { advertisers: advertisers.map((a) => a.name), campaigns }
}

export const meta: Route.MetaFunction = ({ matches }) => [...titleMeta(matches, 'title.advertiserPortal'), { name: 'robots', content: 'noindex' }]

export default function AdvertiserPortal({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { advertisers, campaigns } = loaderData
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{t('advertiser.eyebrow')}</p>
        <h1 className="mt-2 font-serif text-3xl font-bold tracking-tight sm:text-4xl">{advertisers.length > 0 ? advertisers.join(' · ') : t('title.advertiserPortal')}</h1>
        <p className="mt-3 max-w-3xl text-slate-600 dark:text-slate-300">{t('advertiser.intro')}</p>
      </header>
      {advertisers.length === 0 ? (
        <div className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900" data-testid="no-advertiser">
          <p>{t('advertiser.noAccount')}</p>
          <Link to="/advertising" className="mt-3 inline-block font-semibold text-brand-700 hover:underline dark:text-brand-300">{t('advertiser.seePackages')}</Link>
        </div>
      ) : (
        <CampaignList campaigns={campaigns} />
      )}
    </div>
  )
}
