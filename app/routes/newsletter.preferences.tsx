import { data, Form, Link, useNavigation } from 'react-router'
import { z } from 'zod'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import type { MessageKey } from '../i18n/en'
import { parseForm } from '../lib/parse-form.server'
import { memberChoices, readPreferences, savePreferences, subscriberChoices } from '../newsletter/preferences.server'
import { newsletterLinkLimit, retryAfterHeaders, tooManyLinks } from '../newsletter/link-limits.server'
import { AuthCard, FormMessage, primaryButtonClass } from '../ui/forms'
import type { Route } from './+types/newsletter.preferences'
import { titleMeta } from '../seo/meta'

const choiceLabels = {
  daily_digest: ['newsletter.pref.daily_digest', 'newsletter.pref.daily_digestHint'],
  weekly_summary: ['newsletter.pref.weekly_summary', 'newsletter.pref.weekly_summaryHint'],
  weekly_digest: ['newsletter.pref.weekly_summary', 'newsletter.pref.weekly_summaryHint'],
  breaking_news: ['newsletter.pref.breaking_news', 'newsletter.pref.breaking_newsHint'],
  email_newsletter: ['newsletter.pref.email_newsletter', 'newsletter.pref.email_newsletterHint'],
  comment_replies: ['newsletter.pref.comment_replies', 'newsletter.pref.comment_repliesHint'],
  welcome_series: ['newsletter.pref.welcome_series', 'newsletter.pref.welcome_seriesHint'],
} as const satisfies Record<string, readonly [MessageKey, MessageKey]>

type Choice = keyof typeof choiceLabels

/** The e-mails a link's recipient receives, without signing in: the link is the key. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  if (!token) return { token, preferences: null, refusal: null }
  const db = getDb()
  const links = newsletterLinkLimit(db, context)
  const limit = await links.check()
  if (!limit.allowed) return tooManyLinks(limit.retryAfterSeconds, (refusal) => ({ token: '', preferences: null, refusal }))
  const preferences = await readPreferences(db, token)
  if (!preferences) {
    await links.fail(token)
    return { token, preferences: null, refusal: null }
  }
  const choices: Choice[] = preferences.kind === 'subscriber' ? [...subscriberChoices] : [...memberChoices]
  const ticked = choices.filter((choice) => (preferences.choices as Record<string, boolean>)[choice])
  const isInactive = preferences.kind === 'subscriber' && !preferences.isActive
  return { token, preferences: { email: preferences.email, choices, ticked: isInactive ? [] : ticked, isInactive }, refusal: null }
}

const preferencesForm = z.object({ token: z.string().min(1).max(200) })

/** Saves the ticked boxes (each a `choice` field); a link that names nobody gets a 404. */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = await parseForm(request, preferencesForm)
  if (!parsed.ok) return parsed.reply({ ok: false as const, refusal: null })
  const db = getDb()
  const links = newsletterLinkLimit(db, context)
  const limit = await links.check()
  if (!limit.allowed) return tooManyLinks(limit.retryAfterSeconds, (refusal) => ({ ok: false as const, refusal }))
  const ticked = new Set(parsed.form.getAll('choice').map(String))
  const isSaved = await savePreferences(db, parsed.data.token, ticked)
  if (!isSaved) await links.fail(parsed.data.token)
  return isSaved ? { ok: true as const, refusal: null } : data({ ok: false as const, refusal: null }, { status: 404 })
}

export const headers: Route.HeadersFunction = retryAfterHeaders

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'title.emailPreferences')

export default function NewsletterPreferences({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const navigation = useNavigation()
  const { token, preferences } = loaderData
  if (!preferences) {
    return (
      <AuthCard title={t('newsletter.preferencesTitle')}>
        <FormMessage tone="error">{loaderData.refusal ?? t('newsletter.invalidLink')}</FormMessage>
        <Link to="/" className="mt-6 inline-block font-semibold text-brand-600 hover:underline dark:text-brand-300">{t('notFound.backHome')}</Link>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t('newsletter.preferencesTitle')} subtitle={t('newsletter.preferencesIntro', { email: preferences.email })}>
      {actionData?.ok ? <FormMessage tone="success">{t('newsletter.preferencesSaved')}</FormMessage> : null}
      {actionData && !actionData.ok ? <FormMessage tone="error">{actionData.refusal ?? t('newsletter.invalidLink')}</FormMessage> : null}
      {preferences.isInactive && !actionData ? <FormMessage tone="info">{t('newsletter.preferencesInactive')}</FormMessage> : null}
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="token" value={token} />
        <fieldset className="space-y-3">
          <legend className="sr-only">{t('newsletter.preferencesTitle')}</legend>
          {preferences.choices.map((choice) => (
            <label key={choice} className="flex items-start gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
              <input type="checkbox" name="choice" value={choice} defaultChecked={preferences.ticked.includes(choice)} className="mt-1 size-4 shrink-0 accent-brand-600" />
              <span>
                <span className="block font-semibold">{t(choiceLabels[choice][0])}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-300">{t(choiceLabels[choice][1])}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className={primaryButtonClass} disabled={navigation.state === 'submitting'}>
          {navigation.state === 'submitting' ? t('newsletter.preferencesSaving') : t('newsletter.preferencesSave')}
        </button>
      </Form>
    </AuthCard>
  )
}
