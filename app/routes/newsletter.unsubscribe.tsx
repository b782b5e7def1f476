import { Form, Link } from 'react-router'
import { z } from 'zod'
import { AuthCard, FormMessage, primaryButtonClass, secondaryButtonClass } from '../ui/forms'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import type { MessageKey } from '../i18n/en'
import { unsubscribeFrom } from '../newsletter/preferences.server'
import { newsletterLinkLimit, retryAfterHeaders, tooManyLinks } from '../newsletter/link-limits.server'
import { deliveryRecipient, readRecipientToken, type UnsubscribeScope } from '../newsletter/recipient-links.server'
import { noteUnsubscribeFromCopy } from '../newsletter/editions/link-tracking.server'
import type { Route } from './+types/newsletter.unsubscribe'
import { parseForm } from '../lib/parse-form.server'
import { titleMeta } from '../seo/meta'

const scopes = ['daily_digest', 'weekly_summary', 'breaking_news', 'admin', 'comment_replies', 'welcome_series', 'all'] as const satisfies UnsubscribeScope[]
const scopeOf = (value: string | null | undefined): UnsubscribeScope => scopes.find((scope) => scope === value) ?? 'all'
const kindNames = {
  daily_digest: 'newsletter.kind.daily_digest',
  weekly_summary: 'newsletter.kind.weekly_summary',
  breaking_news: 'newsletter.kind.breaking_news',
  admin: 'newsletter.kind.admin',
  comment_replies: 'newsletter.kind.comment_replies',
  welcome_series: 'newsletter.kind.welcome_series',
  all: 'newsletter.kind.admin',
} as const satisfies Record<UnsubscribeScope, MessageKey>
const unsubscribeForm = z.object({ token: z.string().max(200).optional(), kind: z.string().max(40).optional(), copy: z.string().max(40).optional() })

/** The link's recipient and what it unsubscribes from (a link without a kind: everything). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const token = url.searchParams.get('token') ?? ''
  return { token, scope: scopeOf(url.searchParams.get('kind')), copy: url.searchParams.get('copy') ?? '' }
}

/**
 * One click on a button, or a mail client's RFC 8058 one-click POST (whose body is
 * `List-Unsubscribe=One-Click`: the link's token and kind then count), unsubscribes.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url)
  const parsed = await parseForm(request, unsubscribeForm).catch(() => null)
  const fields = parsed?.ok ? parsed.data : {}
  const token = fields.token ?? url.searchParams.get('token') ?? ''
  const scope = scopeOf(fields.kind ?? url.searchParams.get('kind'))
  if (!token) return { isUnsubscribed: false, scope }
  const db = getDb()
  const links = newsletterLinkLimit(db, context)
  const limit = await links.check()
  if (!limit.allowed) return tooManyLinks(limit.retryAfterSeconds, (refusal) => ({ isUnsubscribed: false, scope, refusal }))
  const isUnsubscribed = await unsubscribeFrom(db, token, scope)
  if (!isUnsubscribed) await links.fail(token)
  // The edition copy the link came in is told, for that edition's report.
  const copy = fields.copy ?? url.searchParams.get('copy')
  const recipient = readRecipientToken(token)
  if (isUnsubscribed && copy && recipient) await noteUnsubscribeFromCopy(db, copy, deliveryRecipient(recipient))
  return { isUnsubscribed, scope }
}

export const headers: Route.HeadersFunction = retryAfterHeaders

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'title.unsubscribe')

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { token, scope, copy } = loaderData
  const kind = (value: UnsubscribeScope) => t(kindNames[value])
  return (
    <AuthCard title={t('newsletter.unsubscribeTitle')}>
      {actionData ? (
        <FormMessage tone={actionData.isUnsubscribed ? 'success' : 'error'}>
          {!actionData.isUnsubscribed
            ? (('refusal' in actionData ? actionData.refusal : null) ?? t('newsletter.invalidLink'))
            : actionData.scope === 'all'
              ? t('newsletter.unsubscribed')
              : t('newsletter.unsubscribedFromKind', { kind: kind(actionData.scope) })}
        </FormMessage>
      ) : (
        <Form method="post">
          <input type="hidden" name="token" value={token} />
          {copy ? <input type="hidden" name="copy" value={copy} /> : null}
          <p className="text-slate-600 dark:text-slate-300">
            {scope === 'all' ? t('newsletter.unsubscribeText') : t('newsletter.unsubscribeFromKind', { kind: kind(scope) })}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            {scope === 'all' ? (
              <button type="submit" name="kind" value="all" className={primaryButtonClass}>{t('newsletter.unsubscribeButton')}</button>
            ) : (
              <>
                <button type="submit" name="kind" value={scope} className={primaryButtonClass}>{t('newsletter.unsubscribeKindButton', { kind: kind(scope) })}</button>
                <button type="submit" name="kind" value="all" className={secondaryButtonClass}>{t('newsletter.unsubscribeAllButton')}</button>
              </>
            )}
          </div>
        </Form>
      )}
      <div className="mt-6 flex flex-wrap gap-x-6 gap-y-2 font-semibold">
        {token ? (
          <Link to={`/newsletter/preferences?token=${encodeURIComponent(token)}`} className="text-brand-600 hover:underline dark:text-brand-300">{t('newsletter.managePreferences')}</Link>
        ) : null}
        <Link to="/" className="text-brand-600 hover:underline dark:text-brand-300">{t('notFound.backHome')}</Link>
      </div>
    </AuthCard>
  )
}
