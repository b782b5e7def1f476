import { Link } from 'react-router'
import { AuthCard, FormMessage } from '../ui/forms'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import { confirmSubscription } from '../newsletter/newsletter.server'
import type { Route } from './+types/newsletter.confirm'

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const email = token ? await confirmSubscription(getDb(), token) : null
  return { isConfirmed: email !== null }
}

export const meta = () => [{ title: 'Newsletter' }, { name: 'robots', content: 'noindex' }]

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <AuthCard title={t('newsletter.title')}>
      <FormMessage tone={loaderData.isConfirmed ? 'success' : 'error'}>
        {loaderData.isConfirmed ? t('newsletter.confirmed') : t('newsletter.invalidLink')}
      </FormMessage>
      <Link to="/news" className="mt-6 inline-block font-semibold text-brand-600 hover:underline dark:text-brand-300">{t('article.backToNews')}</Link>
    </AuthCard>
  )
}
