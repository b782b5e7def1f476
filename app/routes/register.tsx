import { useState } from 'react'
import { data, Form, Link, redirect, useNavigation, useSearchParams } from 'react-router'
import { signUp, withCookies } from '../accounts/auth-calls.server'
import { enabledSocialProviders } from '../accounts/auth.server'
import { registerSchema } from '../accounts/account-forms'
import { getUser } from '../accounts/session.server'
import { PasswordChecklist } from '../accounts/components/password-checklist'
import { SocialButtons } from '../accounts/components/social-buttons'
import { AuthCard, AuthSwitch, fieldValue, FormMessage, primaryButtonClass, TextField } from '../ui/forms'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import { validateForm, type FieldErrors } from '../lib/form-values'
import type { MessageKey } from '../i18n/en'
import { requestInfoContext } from '../lib/request-context.server'
import { useHydrated } from '../lib/use-hydrated'
import { safeRedirectPath } from '../lib/safe-redirect'
import { attributeSignup, readAttribution } from '../attribution/attribution.server'
import { AttributionField } from '../attribution/visit-trail'
import { sitePageMeta } from '../seo/site-page-meta'
import type { Route } from './+types/register'
import { parseForm } from '../lib/parse-form.server'

/** Where the new member goes once registered: back to the page that sent them (`?redirect=`), else home. */
const targetOf = (request: Request) => safeRedirectPath(new URL(request.url).searchParams.get('redirect'))

export async function loader({ request }: Route.LoaderArgs) {
  if (await getUser(request)) throw redirect(targetOf(request))
  return { providers: enabledSocialProviders() }
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = await parseForm(request, registerSchema)
  if (!parsed.ok) return parsed.reply({ message: null })
  const result = await signUp(getDb(), request, { ...parsed.data, clientIp: context.get(requestInfoContext).clientIp })
  if (!result.ok) {
    return data({ errors: {} as FieldErrors, values: parsed.values, message: result.message }, { status: result.status })
  }
  // The page the reader was on when they chose to register (`?redirect=`) counts as the content item.
  await attributeSignup(getDb(), parsed.data.email, readAttribution(request, parsed.form, targetOf(request)))
  throw redirect(targetOf(request), { headers: withCookies(result.cookies) })
}

export const meta: Route.MetaFunction = sitePageMeta(({ siteName, text }) => ({ title: text('title.register'), description: `Create a free ${siteName} account to save articles, follow courses and get the newsletter.`, path: '/register', noIndex: true }))

type RegisterField = 'name' | 'email' | 'password' | 'confirmPassword' | 'terms'
const fieldOrder: RegisterField[] = ['name', 'email', 'password', 'confirmPassword', 'terms']

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const hydrated = useHydrated()
  const navigation = useNavigation()
  const [params] = useSearchParams()
  const back = safeRedirectPath(params.get('redirect'))
  const values = actionData?.values ?? {}
  const serverErrors = actionData?.errors ?? {}
  const [form, setForm] = useState({ name: values.name ?? '', email: values.email ?? '', password: '', confirmPassword: '', terms: false })
  // Fields the reader has left, and whether they tried to send the form: only then a message shows.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [hasAttempted, setAttempted] = useState(false)
  const checked = validateForm(registerSchema, { ...form, terms: form.terms ? 'on' : undefined })
  const clientErrors: FieldErrors = checked.ok ? {} : checked.errors
  const mismatch = form.confirmPassword !== '' && form.password !== form.confirmPassword
  if (mismatch) clientErrors.confirmPassword ??= 'validation.passwordsMismatch' satisfies MessageKey
  const isValid = checked.ok && !mismatch
  const errorOf = (field: RegisterField) => {
    if (serverErrors[field]) return serverErrors[field]
    const message = clientErrors[field]
    const isShown = hydrated && (hasAttempted || touched.has(field) || (field === 'confirmPassword' && mismatch))
    if (!message || !isShown) return undefined
    // The schema's messages are keys of the account forms' messages (`validation.*`).
    return t(message as MessageKey)
  }
  const isSubmitting = navigation.state === 'submitting'
  return (
    <AuthCard
      title={t('auth.registerTitle')}
      subtitle={<AuthSwitch question={t('auth.haveAccount')} to={back === '/' ? '/login' : `/login?redirect=${encodeURIComponent(back)}`} label={t('nav.login')} />}
    >
      <Form
        method="post"
        className="space-y-5"
        noValidate={hydrated}
        onChange={(event) => {
          const value = (name: string) => fieldValue(event.currentTarget, name)
          setForm({
            name: value('name'), email: value('email'), password: value('password'),
            confirmPassword: value('confirmPassword'), terms: value('terms') === 'on',
          })
        }}
        onBlur={(event) => {
          const field = event.target as EventTarget
          if (field instanceof HTMLInputElement && field.name && !touched.has(field.name)) setTouched(new Set(touched).add(field.name))
        }}
        onSubmit={(event) => {
          if (isValid) return
          // Not sent: every message shows, and the first field to fix takes the focus.
          event.preventDefault()
          setAttempted(true)
          const first = fieldOrder.find((field) => clientErrors[field])
          if (first) event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus()
        }}
      >
        {actionData?.message ? <FormMessage tone="error">{actionData.message}</FormMessage> : null}
        <AttributionField />
        <TextField label={t('auth.name')} name="name" autoComplete="name" required maxLength={100} defaultValue={values.name} error={errorOf('name')} />
        <TextField label={t('auth.email')} name="email" type="email" autoComplete="email" required defaultValue={values.email} error={errorOf('email')} />
        <TextField
          label={t('auth.password')} name="password" type="password" autoComplete="new-password" required
          aria-describedby="password-rules" error={errorOf('password')}
          hint={<PasswordChecklist id="password-rules" password={form.password} />}
        />
        <TextField
          label={t('auth.confirmPassword')} name="confirmPassword" type="password" autoComplete="new-password" required
          error={errorOf('confirmPassword')}
        />
        <div>
          <label className="flex items-start gap-3 text-sm">
            <input type="checkbox" name="terms" required className="mt-0.5 size-4 accent-brand-600"
              aria-invalid={errorOf('terms') ? true : undefined} aria-describedby={errorOf('terms') ? 'terms-error' : undefined} />
            <span>
              {t('auth.acceptTermsStart')}{' '}
              <Link to="/terms" className="font-medium text-brand-600 underline dark:text-brand-300">{t('footer.terms')}</Link>{' '}
              {t('auth.and')}{' '}
              <Link to="/privacy" className="font-medium text-brand-600 underline dark:text-brand-300">{t('footer.privacy')}</Link>
            </span>
          </label>
          {errorOf('terms') ? <p id="terms-error" className="mt-1.5 text-sm text-red-600 dark:text-red-400" role="alert">{errorOf('terms')}</p> : null}
        </div>
        {/* Looks and reads disabled until the form is valid (spec), yet a click shows what is missing. */}
        <button type="submit" className={`${primaryButtonClass} w-full`} disabled={isSubmitting}
          aria-disabled={hydrated && !isValid ? true : undefined} aria-describedby={hydrated && !isValid ? 'register-not-yet' : undefined}>
          {isSubmitting ? t('auth.creatingAccount') : t('auth.createAccount')}
        </button>
        {hydrated && !isValid ? <p id="register-not-yet" className="-mt-2 text-center text-sm text-slate-600 dark:text-slate-400">{t('auth.registerNotYet')}</p> : null}
      </Form>
      <SocialButtons providers={loaderData.providers} callbackURL={back} />
    </AuthCard>
  )
}
