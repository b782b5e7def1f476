import { data, Link } from 'react-router'
import { verifyEmailToken } from '../accounts/email-verification.server'
import { getUser } from '../accounts/session.server'
import { useT } from '../i18n/i18n'
import { titleMeta } from '../seo/meta'
import { AuthCard, FormMessage } from '../ui/forms'
import type { Route } from './+types/verify-email'

/**
 * GET /verify-email?token=…: the link of the verification e-mail. A valid link marks the
 * address verified; an expired or altered one answers 400 and says what to do. The page holds
 * a secret in its address: never stored by a cache, and sent to no other site.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const outcome = await verifyEmailToken(token)
  const isSignedIn = Boolean(await getUser(request))
  return data({ outcome, isSignedIn }, { status: outcome === 'verified' ? 200 : 400 })
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' })

export const meta: Route.MetaFunction = ({ matches }) => [...titleMeta(matches, 'title.verifyEmail'), { name: 'robots', content: 'noindex' }]

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { outcome, isSignedIn } = loaderData
  const link = 'font-semibold text-brand-600 hover:underline dark:text-brand-300'
  return (
    <AuthCard title={t('title.verifyEmail')}>
      <div data-testid="verify-email-outcome" data-outcome={outcome}>
        <FormMessage tone={outcome === 'verified' ? 'success' : 'error'}>{t(`verifyEmail.${outcome}`)}</FormMessage>
      </div>
      <div className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <Link to={isSignedIn ? '/profile' : '/login?redirect=/profile'} className={link}>{t('verifyEmail.toProfile')}</Link>
        <Link to="/" className={link}>{t('verifyEmail.toHome')}</Link>
      </div>
    </AuthCard>
  )
}
