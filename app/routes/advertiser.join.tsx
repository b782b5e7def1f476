import { data, Form, redirect, useNavigation } from 'react-router'
import { z } from 'zod'
import { getUser, requireUser } from '../accounts/session.server'
import { acceptAdvertiserInvitation, advertiserInvitationGone, readAdvertiserInvitation } from '../ads/portal/invitations.server'
import { getDb } from '../db/client.server'
import { isInvitedAddress } from '../lib/invitations.server'
import { useT } from '../i18n/i18n'
import { refusalText } from '../i18n/reader-message.server'
import { AppError } from '../lib/app-error'
import { appErrorResponse } from '../lib/error-responses.server'
import { parseForm } from '../lib/parse-form.server'
import { rateLimitRules } from '../lib/rate-limit.server'
import { linkFailureLimit } from '../lib/request-failure-limit.server'
import { titleMeta } from '../seo/meta'
import { FormMessage, primaryButtonClass } from '../ui/forms'
import { SignInToContinue } from '../ui/sign-in-to-continue'
import type { Route } from './+types/advertiser.join'

const tokenOf = (request: Request) => (new URL(request.url).searchParams.get('token') ?? '').slice(0, 200)

type View =
  | { state: 'gone' | 'limited'; message: string }
  | { state: 'visitor'; advertiser: string; email: string; loginHref: string; registerHref: string }
  | { state: 'wrong-address'; advertiser: string; email: string; signedInAs: string }
  | { state: 'ready'; advertiser: string; email: string; token: string }

const joinLimit = (context: Route.LoaderArgs['context']) => linkFailureLimit(getDb(), context, 'advertiser-join', rateLimitRules.advertiserLinkFailures)

/**
 * What an advertiser's invitation link opens: visitors sign in or register and come back; the
 * invited member accepts. A link that no longer works is 404; too many of those, 429.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request)
  const links = joinLimit(context)
  const limit = await links.check()
  if (!limit.allowed) return data<View>({ state: 'limited', message: limit.message }, { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } })
  const invitation = token ? await readAdvertiserInvitation(getDb(), token) : null
  if (!invitation) {
    if (token) await links.fail()
    return data<View>({ state: 'gone', message: refusalText(advertiserInvitationGone()) }, { status: 404 })
  }
  const user = await getUser(request)
  const shown = { advertiser: invitation.advertiser, email: invitation.email }
  if (!user) {
    const back = encodeURIComponent(`/advertiser/join?token=${encodeURIComponent(token)}`)
    return data<View>({ state: 'visitor', ...shown, loginHref: `/login?redirect=${back}`, registerHref: `/register?redirect=${back}` })
  }
  if (!isInvitedAddress(invitation, user.email)) return data<View>({ state: 'wrong-address', ...shown, signedInAs: user.email }, { status: 403 })
  return data<View>({ state: 'ready', ...shown, token })
}

const acceptForm = z.object({ token: z.string().min(1).max(200) })

/** Accepts the invitation and opens the portal. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request)
  const parsed = await parseForm(request, acceptForm)
  if (!parsed.ok) return parsed.reply({ message: parsed.message })
  const links = joinLimit(context)
  const limit = await links.check()
  if (!limit.allowed) return data({ message: limit.message, errors: {}, values: {} }, { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } })
  try {
    await acceptAdvertiserInvitation(getDb(), { token: parsed.data.token, user })
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') await links.fail()
    return appErrorResponse(error, (refusal) => ({ message: refusal.message, errors: {}, values: {} }))
  }
  return redirect('/advertiser')
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const seconds = actionHeaders.get('Retry-After') ?? loaderHeaders.get('Retry-After')
  return seconds ? { 'Retry-After': seconds } : new Headers()
}

export const meta: Route.MetaFunction = ({ matches }) => [...titleMeta(matches, 'title.advertiserInvitation'), { name: 'robots', content: 'noindex' }]

const card = 'mx-auto max-w-lg rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8 dark:border-slate-800 dark:bg-slate-900'

export default function AdvertiserJoin({ loaderData: view, actionData }: Route.ComponentProps) {
  const t = useT()
  const navigation = useNavigation()
  return (
    <div className="px-4 py-12 sm:py-16">
      <div className={card} data-testid="advertiser-invitation">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{t('advertiser.eyebrow')}</p>
        <h1 className="mt-2 font-serif text-3xl font-bold tracking-tight break-words">{'advertiser' in view ? view.advertiser : t('title.advertiserInvitation')}</h1>
        <div className="mt-4 space-y-4">
          {'message' in view ? <FormMessage tone="error">{view.message}</FormMessage> : null}
          {'advertiser' in view ? <p className="text-slate-600 dark:text-slate-300">{t('advertiser.join.text', { advertiser: view.advertiser, email: view.email })}</p> : null}
          {actionData?.message ? <FormMessage tone="error">{actionData.message}</FormMessage> : null}
          {view.state === 'visitor' ? (
            <SignInToContinue
              text={t('advertiser.join.visitor')}
              signIn={{ href: view.loginHref, label: t('advertiser.join.signIn') }}
              register={{ href: view.registerHref, label: t('advertiser.join.register') }}
            />
          ) : null}
          {view.state === 'wrong-address' ? (
            <>
              <FormMessage tone="error">{t('answers.advertiser.invitationOtherEmail', { email: view.email })}</FormMessage>
              <p className="text-sm text-slate-600 dark:text-slate-300">{t('advertiser.join.signedInAs', { email: view.signedInAs })}</p>
            </>
          ) : null}
          {view.state === 'ready' ? (
            <Form method="post">
              <input type="hidden" name="token" value={view.token} />
              <button type="submit" className={`${primaryButtonClass} w-full`} disabled={navigation.state === 'submitting'}>{t('advertiser.join.accept')}</button>
            </Form>
          ) : null}
        </div>
      </div>
    </div>
  )
}
