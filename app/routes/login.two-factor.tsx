import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { z } from 'zod'
import { verifyTwoFactorCode, withCookies } from '../accounts/auth-calls.server'
import { AuthCard, FormMessage, primaryButtonClass, TextField } from '../ui/forms'
import { useT } from '../i18n/i18n'
import { textKey } from '../i18n/text-keys'
import { safeRedirectPath } from '../lib/safe-redirect'
import type { Route } from './+types/login.two-factor'
import type { FieldErrors } from '../lib/form-values'
import { parseForm } from '../lib/parse-form.server'
import { titleMeta } from '../seo/meta'

const schema = z.object({
  code: z.string().trim().min(6, textKey('answers.auth.codeRequired')).max(20, textKey('answers.auth.codeOrBackup')),
  method: z.enum(['totp', 'backup']).catch('totp'),
  trustDevice: z.literal('on').optional(),
})

/** The second sign-in step for accounts with two-factor authentication. */
export function loader({ request }: Route.LoaderArgs) {
  if (!/two_factor/.test(request.headers.get('Cookie') ?? '')) throw redirect('/login')
  return null
}

export async function action({ request }: Route.ActionArgs) {
  const parsed = await parseForm(request, schema)
  if (!parsed.ok) return parsed.reply({ message: null })
  const result = await verifyTwoFactorCode(request, parsed.data.code.replace(/\s/g, ''), {
    isBackupCode: parsed.data.method === 'backup',
    trustDevice: parsed.data.trustDevice === 'on',
  })
  if (!result.ok) return data({ errors: {} as FieldErrors, values: parsed.values, message: result.message }, { status: result.status })
  throw redirect(safeRedirectPath(new URL(request.url).searchParams.get('redirect')), { headers: withCookies(result.cookies) })
}

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'title.twoFactor')

export default function TwoFactorLogin({ actionData }: Route.ComponentProps) {
  const t = useT()
  const navigation = useNavigation()
  return (
    <AuthCard title={t('twoFactor.title')} subtitle={t('twoFactor.loginText')}>
      <Form method="post" className="space-y-5">
        {actionData?.message ? <FormMessage tone="error">{actionData.message}</FormMessage> : null}
        <TextField label={t('twoFactor.code')} name="code" inputMode="numeric" autoComplete="one-time-code" required autoFocus error={actionData?.errors.code} />
        <fieldset className="flex gap-4 text-sm">
          <legend className="sr-only">{t('twoFactor.codeType')}</legend>
          <label className="flex items-center gap-2"><input type="radio" name="method" value="totp" defaultChecked className="accent-brand-600" />{t('twoFactor.appCode')}</label>
          <label className="flex items-center gap-2"><input type="radio" name="method" value="backup" className="accent-brand-600" />{t('twoFactor.backupCode')}</label>
        </fieldset>
        <label className="flex items-center gap-2 text-sm"><input type="checkbox" name="trustDevice" className="size-4 accent-brand-600" />{t('twoFactor.trustDevice')}</label>
        <button type="submit" className={`${primaryButtonClass} w-full`} disabled={navigation.state === 'submitting'}>{t('twoFactor.verify')}</button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-semibold text-brand-600 hover:underline dark:text-brand-300">{t('auth.backToLogin')}</Link>
      </p>
    </AuthCard>
  )
}
