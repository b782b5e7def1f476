import { redirect } from 'react-router'
import { z } from 'zod'
import { readAttribution } from '../attribution/attribution.server'
import { cancelSubscription, changePlan, endPause, openPortal, resumeSubscription, startSubscription, undoScheduledChange } from '../billing/actions.server'
import { accessEndsAt } from '../billing/state.server'
import { getBillingOverview } from '../billing/billing-overview.server'
import { changeResult, runBillingForm } from '../billing/route-helpers.server'
import { getUser } from '../accounts/session.server'
import { ComparisonTable } from '../billing/components/comparison-table'
import { ProviderNotice, ResultNotice } from '../billing/components/billing-format'
import { CurrentBanner } from '../billing/components/current-banner'
import { BillingFaq, TrustBadges } from '../billing/components/faq'
import { GiftLink } from '../billing/components/gift-form'
import { IntervalToggle, PlanCards } from '../billing/components/plan-cards'
import { getConfig } from '../config.server'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import { sitePageMeta } from '../seo/site-page-meta'
import type { Route } from './+types/subscription'
import { parseForm } from '../lib/parse-form.server'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request)
  const params = new URL(request.url).searchParams
  const overview = await getBillingOverview(getDb(), user?.id ?? null)
  const notices = { success: 'checkoutSuccess', canceled: 'checkoutCanceled', trial: 'trialStarted', paid: 'subscribed', resumed: 'resumed', cancelled: 'cancelled', kept: 'offerAccepted' } as const
  const afterAction = params.has('resumed') ? 'resumed' : params.has('cancelled') ? 'cancelled' : params.has('kept') ? 'kept' : ''
  const notice = notices[(params.get('checkout') ?? params.get('subscribed') ?? afterAction) as keyof typeof notices] ?? null
  return {
    ...overview,
    interval: params.get('interval') === 'year' ? ('year' as const) : ('month' as const),
    isSignedIn: Boolean(user),
    tier: user?.ownTier ?? null,
    notice,
  }
}

const formSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.enum(['subscribe', 'change']), plan: z.string().min(1).max(64) }),
  z.object({ intent: z.enum(['cancel', 'resume', 'unpause', 'keep', 'portal']) }),
])

export async function action({ request }: Route.ActionArgs) {
  const user = await getUser(request)
  if (!user) throw redirect('/login?redirect=/subscription')
  const parsed = await parseForm(request, formSchema)
  if (!parsed.ok) return parsed.reply({ ok: false, key: 'billing.error.invalid_plan', intent: 'unknown' })
  const db = getDb()
  const form = parsed.data
  const attribution = readAttribution(request, parsed.form)
  return runBillingForm(form.intent, async () => {
    switch (form.intent) {
      case 'subscribe':
        return redirect((await startSubscription(db, { user, planId: form.plan, attribution })).url)
      case 'change':
        return changeResult(await changePlan(db, { userId: user.id, planId: form.plan, attribution }))
      case 'cancel': {
        const row = await cancelSubscription(db, { userId: user.id, attribution })
        return { ok: true, key: 'billing.done.canceled', date: accessEndsAt(row).toISOString() }
      }
      case 'resume':
        await resumeSubscription(db, { userId: user.id })
        return { ok: true, key: 'billing.done.resumed' }
      case 'unpause':
        return endPause(db, { userId: user.id })
      case 'keep':
        await undoScheduledChange(db, { userId: user.id })
        return { ok: true, key: 'billing.done.kept' }
      case 'portal':
        return redirect(await openPortal(db, { userId: user.id, returnUrl: `${getConfig().SITE_URL.replace(/\/$/, '')}/subscription` }))
    }
  })
}

export const meta: Route.MetaFunction = sitePageMeta(({ text }) => ({
  title: text('title.plans'),
  description: 'Free, Premium and Enterprise memberships: unlimited articles, premium courses and an ad-free site. Premium from $9.99 a month, with a 7-day free trial.',
  path: '/subscription',
}))

export default function Subscription({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const data = loaderData
  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <div className="text-center">
        <h1 className="font-serif text-4xl font-bold tracking-tight sm:text-5xl">{t('billing.title')}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{t('billing.intro')}</p>
      </div>
      <div className="mx-auto mt-8 max-w-3xl space-y-4">
        <ProviderNotice provider={data.provider} />
        {data.notice && !actionData ? <ResultNotice result={{ ok: data.notice !== 'checkoutCanceled', key: `billing.notice.${data.notice}` }} /> : null}
        {actionData ? <ResultNotice result={actionData} /> : null}
        {data.current ? <CurrentBanner current={data.current} provider={data.provider} /> : null}
      </div>
      <IntervalToggle interval={data.interval} />
      <PlanCards
        plans={data.plans}
        interval={data.interval}
        isSignedIn={data.isSignedIn}
        tier={data.tier}
        current={data.current}
        actions={data.actions}
        isTrialEligible={data.isTrialEligible}
        provider={data.provider}
      />
      <GiftLink />
      <ComparisonTable plans={data.plans} />
      <TrustBadges />
      <BillingFaq />
    </div>
  )
}
