import { useState } from 'react'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { resetPassword } from '../accounts/auth-calls.server'
import { resetPasswordSchema } from '../accounts/account-forms'
import { PasswordChecklist } from '../accounts/components/password-checklist'
import { AuthCard, FormMessage, primaryButtonClass, TextField } from '../ui/forms'
import { useT } from '../i18n/i18n'
import type { FieldErrors } from '../lib/form-values'
import { requestInfoContext } from '../lib/request-context.server'
import { getDb } from '../db/client.server'
import type { Route } from './+types/reset-password'
import { parseForm } from '../lib/parse-form.server'
import { titleMeta } from '../seo/meta'

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  // The auth library sends "?error=INVALID_TOKEN" when a link is used twice or has expired.
  return { token: url.searchParams.get('token') ?? '', isInvalid: url.searchParams.has('error') }
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = await parseForm(request, resetPasswordSchema)
  if (!parsed.ok) return parsed.reply({ message: null })
  const result = await resetPassword(getDb(), { ...parsed.data, clientIp: context.get(requestInfoContext).clientIp })
  if (!result.ok) {
    const isLimited = result.status === 429
    const headers = isLimited && result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : undefined
    return data({ errors: {} as FieldErrors, values: parsed.values, message: result.message }, { status: isLimited ? 429 : 400, headers })
  }
  throw redirect('/login?reset=1')
}

/** A refusal's Retry-After reaches the response: the page's headers are the route's to choose. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After')
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers()
}

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'title.resetPassword')

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const navigation = useNavigation()
  const [password, setPassword] = useState('')
  if (!loaderData.token || loaderData.isInvalid) {
    return (
      <AuthCard title={t('auth.resetTitle')}>
        <FormMessage tone="error">{t('auth.resetInvalid')}</FormMessage>
        <p className="mt-6 text-center text-sm">
          <Link to="/forgot-password" className="font-semibold text-brand-600 hover:underline dark:text-brand-300">{t('auth.sendResetLink')}</Link>
        </p>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t('auth.resetTitle')}>
      <Form method="post" className="space-y-5">
        {actionData?.message ? <FormMessage tone="error">{actionData.message}</FormMessage> : null}
        <input type="hidden" name="token" value={loaderData.token} />
        <TextField
          label={t('auth.newPassword')} name="password" type="password" autoComplete="new-password" required
          onChange={(e) => setPassword(e.currentTarget.value)} error={actionData?.errors.password}
          hint={<PasswordChecklist id="reset-rules" password={password} />}
        />
        <TextField label={t('auth.confirmPassword')} name="confirmPassword" type="password" autoComplete="new-password" required error={actionData?.errors.confirmPassword} />
        <button type="submit" className={`${primaryButtonClass} w-full`} disabled={navigation.state === 'submitting'}>
          {t('auth.saveNewPassword')}
        </button>
      </Form>
    </AuthCard>
  )
}
