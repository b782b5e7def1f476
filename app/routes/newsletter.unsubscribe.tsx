import { Form, Link } from 'react-router'
import { z } from 'zod'
import { AuthCard, FormMessage, primaryButtonClass } from '../ui/forms'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import { unsubscribe } from '../newsletter/newsletter.server'
import type { Route } from './+types/newsletter.unsubscribe'
import { parseForm } from '../lib/parse-form.server'

const tokenSchema = z.object({ token: z.string().optional() })

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' }
}

/** One click on the button (or a mail client's one-click POST) ends the subscription. */
export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url)
  // A mail client's one-click POST may send any body (or one the site refuses): the link's token then counts.
  const parsed = await parseForm(request, tokenSchema).catch(() => null)
  const token = (parsed?.ok ? parsed.data.token : undefined) ?? url.searchParams.get('token') ?? ''
  const email = token ? await unsubscribe(getDb(), token) : null
  return { isUnsubscribed: email !== null }
}

export const meta = () => [{ title: 'Unsubscribe' }, { name: 'robots', content: 'noindex' }]

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  return (
    <AuthCard title={t('newsletter.unsubscribeTitle')}>
      {actionData ? (
        <FormMessage tone={actionData.isUnsubscribed ? 'success' : 'error'}>
          {actionData.isUnsubscribed ? t('newsletter.unsubscribed') : t('newsletter.invalidLink')}
        </FormMessage>
      ) : (
        <Form method="post">
          <input type="hidden" name="token" value={loaderData.token} />
          <p className="text-slate-600 dark:text-slate-300">{t('newsletter.unsubscribeText')}</p>
          <button type="submit" className={`${primaryButtonClass} mt-6`}>{t('newsletter.unsubscribeButton')}</button>
        </Form>
      )}
      <Link to="/" className="mt-6 inline-block font-semibold text-brand-600 hover:underline dark:text-brand-300">{t('notFound.backHome')}</Link>
    </AuthCard>
  )
}
