import { data, Form, Link, useNavigation } from 'react-router'
import { requestPasswordReset } from '../accounts/auth-calls.server'
import { forgotPasswordSchema } from '../accounts/account-forms'
import { AuthCard, FormMessage, primaryButtonClass, TextField } from '../ui/forms'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import type { FieldErrors } from '../lib/form-values'
import { requestInfoContext } from '../lib/request-context.server'
import { sitePageMeta } from '../seo/site-page-meta'
import type { Route } from './+types/forgot-password'
import { parseForm } from '../lib/parse-form.server'

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = await parseForm(request, forgotPasswordSchema)
  if (!parsed.ok) return parsed.reply({ sent: false, message: null })
  const result = await requestPasswordReset(getDb(), { email: parsed.data.email, clientIp: context.get(requestInfoContext).clientIp })
  if (!result.ok) {
    const headers = result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : undefined
    return data({ errors: {} as FieldErrors, values: parsed.values, sent: false, message: result.message }, { status: result.status, headers })
  }
  return { errors: {} as FieldErrors, values: parsed.values, sent: true, message: null }
}

/** A refusal's Retry-After reaches the response: the page's headers are the route's to choose. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After')
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers()
}

export const meta: Route.MetaFunction = sitePageMeta(({ siteName, text }) => ({ title: text('title.forgotPassword'), description: `Get a link to reset the password of your ${siteName} account.`, path: '/forgot-password', noIndex: true }))


export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const t = useT()
  const navigation = useNavigation()
  return (
    <AuthCard title={t('auth.forgotTitle')} subtitle={t('auth.forgotText')}>
      {actionData?.sent ? (
        <FormMessage tone="success">{t('auth.resetSent')}</FormMessage>
      ) : (
        <Form method="post" className="space-y-5">
          {actionData?.message ? <FormMessage tone="error">{actionData.message}</FormMessage> : null}
          <TextField label={t('auth.email')} name="email" type="email" autoComplete="email" required defaultValue={actionData?.values.email} error={actionData?.errors.email} />
          <button type="submit" className={`${primaryButtonClass} w-full`} disabled={navigation.state === 'submitting'}>
            {t('auth.sendResetLink')}
          </button>
        </Form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-semibold text-brand-600 hover:underline dark:text-brand-300">{t('auth.backToLogin')}</Link>
      </p>
    </AuthCard>
  )
}
