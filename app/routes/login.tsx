import { useState } from 'react'
import { data, Form, Link, redirect, useNavigation, useSearchParams } from 'react-router'
import { signIn, withCookies } from '../accounts/auth-calls.server'
import { enabledSocialProviders } from '../accounts/auth.server'
import { loginSchema, ssoLoginSchema } from '../accounts/account-forms'
import { getUser } from '../accounts/session.server'
import { AuthCard, AuthSwitch, fieldValue, FormMessage, primaryButtonClass, secondaryButtonClass, TextField } from '../ui/forms'
import { SocialButtons } from '../accounts/components/social-buttons'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import { requestInfoContext } from '../lib/request-context.server'
import type { FieldErrors } from '../lib/form-values'
import { safeRedirectPath } from '../lib/safe-redirect'
import { sitePageMeta } from '../seo/site-page-meta'
import { useHydrated } from '../lib/use-hydrated'
import type { Route } from './+types/login'
import { checkForm } from '../lib/parse-form.server'
import { readForm } from '../lib/read-form.server'
import { appErrorResponse } from '../lib/error-responses.server'
import { readerAnswer } from '../i18n/reader-message.server'
import { siteOriginOf, ssoForAddress } from '../workspaces/sso/connections.server'
import { beginSso } from '../workspaces/sso/flow.server'

export async function loader({ request }: Route.LoaderArgs) {
  const target = safeRedirectPath(new URL(request.url).searchParams.get('redirect'))
  if (await getUser(request)) throw redirect(target)
  return { providers: enabledSocialProviders() }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request)
  if (form.get('intent') === 'sso') return singleSignOn(request, form)
  const parsed = checkForm(form, loginSchema)
  if (!parsed.ok) return parsed.reply({ message: null })
  const result = await signIn(getDb(), request, {
    email: parsed.data.email,
    password: parsed.data.password,
    rememberMe: parsed.data.rememberMe === 'on',
    clientIp: context.get(requestInfoContext).clientIp,
  })
  if (!result.ok) {
    return data({ errors: {} as FieldErrors, values: parsed.values, message: result.message }, { status: result.status })
  }
  const target = safeRedirectPath(new URL(request.url).searchParams.get('redirect'))
  if (result.needsSecondFactor) {
    throw redirect(`/login/two-factor?redirect=${encodeURIComponent(target)}`, { headers: withCookies(result.cookies) })
  }
  throw redirect(target, { headers: withCookies(result.cookies) })
}

/**
 * "Sign in with single sign-on": the address's verified domain names the workspace whose
 * identity provider signs the person in; the browser goes there.
 */
async function singleSignOn(request: Request, form: FormData) {
  const parsed = checkForm(form, ssoLoginSchema)
  const values = parsed.values
  if (!parsed.ok) return data({ errors: {} as FieldErrors, values, message: readerAnswer('answers.sso.emailNeeded') }, { status: 400 })
  const sso = await ssoForAddress(getDb(), parsed.data.email)
  if (!sso) return data({ errors: {} as FieldErrors, values, message: readerAnswer('answers.sso.noneForAddress') }, { status: 400 })
  const returnTo = safeRedirectPath(new URL(request.url).searchParams.get('redirect'))
  let toProvider: Response
  try {
    toProvider = await beginSso(getDb(), { workspaceId: sso.workspaceId, origin: siteOriginOf(request), returnTo, loginHint: parsed.data.email })
  } catch (error) {
    return appErrorResponse(error, (refusal) => ({ errors: {} as FieldErrors, values, message: refusal.message }))
  }
  throw toProvider
}

export const meta: Route.MetaFunction = sitePageMeta(({ siteName, text }) => ({ title: text('title.login'), description: `Log in to your ${siteName} account.`, path: '/login', noIndex: true }))


export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const [params] = useSearchParams()
  const navigation = useNavigation()
  const hydrated = useHydrated()
  const isSubmitting = navigation.state === 'submitting'
  const values = actionData?.values ?? {}
  const redirectTo = params.get('redirect')
  const [canSubmit, setCanSubmit] = useState(false)
  return (
    <AuthCard
      title={t('auth.loginTitle')}
      subtitle={<AuthSwitch question={t('auth.noAccount')} to="/register" label={t('nav.register')} />}
    >
      <Form
        id="login-form"
        method="post"
        className="space-y-5"
        noValidate={hydrated}
        onChange={(event) => {
          const form = event.currentTarget
          setCanSubmit(fieldValue(form, 'email').trim() !== '' && fieldValue(form, 'password') !== '')
        }}
      >
        {actionData?.message ? <FormMessage tone="error">{actionData.message}</FormMessage> : null}
        <LoginFields values={values} errors={actionData?.errors ?? {}} />
        <div className="flex items-center justify-between text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" name="rememberMe" defaultChecked className="size-4 accent-brand-600" />
            {t('auth.rememberMe')}
          </label>
          <Link to="/forgot-password" className="font-medium text-brand-600 hover:underline dark:text-brand-300">
            {t('auth.forgotPassword')}
          </Link>
        </div>
        <button type="submit" className={`${primaryButtonClass} w-full`} disabled={isSubmitting || (hydrated && !canSubmit)}
          aria-describedby={hydrated && !canSubmit ? 'login-not-yet' : undefined}>
          {isSubmitting ? t('auth.signingIn') : t('nav.login')}
        </button>
        {hydrated && !canSubmit && !isSubmitting ? <p id="login-not-yet" className="-mt-2 text-center text-sm text-slate-600 dark:text-slate-400">{t('auth.loginNotYet')}</p> : null}
      </Form>
      {/* Sending the browser on to another site after a form post needs the script (the policy's form-action is 'self'). */}
      {hydrated ? <SingleSignOnButton /> : null}
      <SocialButtons providers={loaderData.providers} callbackURL={safeRedirectClient(redirectTo)} />
    </AuthCard>
  )
}

/** Submits the login form's address only, for a company whose identity provider signs its people in. */
function SingleSignOnButton() {
  const t = useT()
  return (
    <div className="mt-4 space-y-1 text-center">
      <button type="submit" form="login-form" name="intent" value="sso" formNoValidate className={`${secondaryButtonClass} w-full`}>
        {t('sso.login.button')}
      </button>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('sso.login.hint')}</p>
    </div>
  )
}

function safeRedirectClient(target: string | null) {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/'
}

/** E-mail and password; submit is disabled (after hydration) while either is empty. */
function LoginFields({ values, errors }: { values: Record<string, string>; errors: Record<string, string> }) {
  const t = useT()
  return (
    <>
      <TextField label={t('auth.email')} name="email" type="email" autoComplete="email" required defaultValue={values.email} error={errors.email} />
      <TextField label={t('auth.password')} name="password" type="password" autoComplete="current-password" required error={errors.password} />
    </>
  )
}
