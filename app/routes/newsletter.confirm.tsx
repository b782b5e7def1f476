import { Link } from 'react-router'
import { AuthCard, FormMessage } from '../ui/forms'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import { confirmSubscription } from '../newsletter/newsletter.server'
import type { Route } from './+types/newsletter.confirm'
import { titleMeta } from '../seo/meta'

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const email = token ? await confirmSubscription(getDb(), token) : null
  return { isConfirmed: email !== null, token }
}

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'title.newsletter')

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <AuthCard title={t('newsletter.title')}>
      <FormMessage tone={loaderData.isConfirmed ? 'success' : 'error'}>
        {loaderData.isConfirmed ? t('newsletter.confirmed') : t('newsletter.invalidLink')}
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
