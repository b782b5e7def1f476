import { Link } from 'react-router'
import { AuthCard, FormMessage } from '../ui/forms'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import { confirmSubscription } from '../newsletter/newsletter.server'
import { newsletterLinkLimit, retryAfterHeaders, tooManyLinks } from '../newsletter/link-limits.server'
import type { Route } from './+types/newsletter.confirm'
import { titleMeta } from '../seo/meta'

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  if (!token) return { isConfirmed: false, token, refusal: null }
  const db = getDb()
  const links = newsletterLinkLimit(db, context)
  const limit = await links.check()
  if (!limit.allowed) return tooManyLinks(limit.retryAfterSeconds, (refusal) => ({ isConfirmed: false, token: '', refusal }))
  const email = await confirmSubscription(db, token)
  if (email === null) await links.fail(token)
  return { isConfirmed: email !== null, token, refusal: null }
}

export const headers: Route.HeadersFunction = retryAfterHeaders

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'title.newsletter')

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <AuthCard title={t('newsletter.title')}>
      <FormMessage tone={loaderData.isConfirmed ? 'success' : 'error'}>
        {loaderData.isConfirmed ? t('newsletter.confirmed') : (loaderData.refusal ?? t('newsletter.invalidLink'))}
      </FormMessage>
      <div className="mt-6 flex flex-wrap gap-x-6 gap-y-2 font-semibold">
        {loaderData.isConfirmed ? (
          <Link to={`/newsletter/preferences?token=${encodeURIComponent(loaderData.token)}`} className="text-brand-600 hover:underline dark:text-brand-300">{t('newsletter.managePreferences')}</Link>
        ) : null}
        <Link to="/news" className="text-brand-600 hover:underline dark:text-brand-300">{t('article.backToNews')}</Link>
      </div>
    </AuthCard>
  )
}
