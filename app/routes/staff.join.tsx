import { data, Form, redirect, useNavigation } from 'react-router'
import { z } from 'zod'
import { roleDescriptions, roleLabels, type StaffRole } from '../accounts/roles'
import { getUser, requireUser } from '../accounts/session.server'
import { acceptStaffInvitation, readStaffInvitation, staffInvitationForOther, staffInvitationGone } from '../accounts/staff-invitations.server'
import { getDb } from '../db/client.server'
import { AppError } from '../lib/app-error'
import { appErrorResponse } from '../lib/error-responses.server'
import { isInvitedAddress } from '../lib/invitations.server'
import { parseForm } from '../lib/parse-form.server'
import { rateLimitRules } from '../lib/rate-limit.server'
import { linkFailureLimit } from '../lib/request-failure-limit.server'
import { AuthCard, FormMessage, primaryButtonClass } from '../ui/forms'
import { SignInToContinue } from '../ui/sign-in-to-continue'
import type { Route } from './+types/staff.join'

// Like the owner's set-up page and the console it opens, this page is in English.

const tokenOf = (request: Request) => (new URL(request.url).searchParams.get('token') ?? '').slice(0, 200)

type Invited = { role: StaffRole; email: string; inviterName: string | null }
type View =
  | { state: 'gone' | 'limited'; message: string }
  | ({ state: 'visitor'; loginHref: string; registerHref: string } & Invited)
  | ({ state: 'wrong-address'; signedInAs: string; message: string } & Invited)
  | ({ state: 'ready'; token: string } & Invited)

const joinLimit = (context: Route.LoaderArgs['context']) => linkFailureLimit(getDb(), context, 'staff-join', rateLimitRules.staffLinkFailures)
const retryAfter = (seconds: number) => ({ 'Retry-After': String(seconds) })

/** Never cached, never indexed, never sent on as a referrer: the address holds a one-time secret. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const seconds = actionHeaders.get('Retry-After') ?? loaderHeaders.get('Retry-After')
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer', ...(seconds ? { 'Retry-After': seconds } : {}) }
}

export const meta: Route.MetaFunction = () => [{ title: 'Join the newsroom' }, { name: 'robots', content: 'noindex' }]

/**
 * What a staff invitation link opens: visitors sign in or register with the invited address and
 * come back; the invited member accepts. A link that no longer works is 404, another member's
 * address 403; too many links that do not work from one address, 429.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request)
  const links = joinLimit(context)
  const limit = await links.check()
  if (!limit.allowed) return data<View>({ state: 'limited', message: limit.message }, { status: 429, headers: retryAfter(limit.retryAfterSeconds) })
  const invitation = token ? await readStaffInvitation(getDb(), token) : null
  if (!invitation) {
    if (token) await links.fail()
    return data<View>({ state: 'gone', message: staffInvitationGone().message }, { status: 404 })
  }
  const invited: Invited = { role: invitation.role, email: invitation.email, inviterName: invitation.inviterName }
  const user = await getUser(request)
  if (!user) {
    const back = encodeURIComponent(`/staff/join?token=${encodeURIComponent(token)}`)
    return data<View>({ state: 'visitor', ...invited, loginHref: `/login?redirect=${back}`, registerHref: `/register?redirect=${back}` })
  }
  if (!isInvitedAddress(invitation, user.email)) return data<View>({ state: 'wrong-address', ...invited, signedInAs: user.email, message: staffInvitationForOther(invitation.email).message }, { status: 403 })
  return data<View>({ state: 'ready', ...invited, token })
}

const acceptForm = z.object({ token: z.string().min(1).max(200) })

/** Accepts the invitation and opens the console. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request)
  const parsed = await parseForm(request, acceptForm, { fallbackMessage: 'This invitation link is incomplete. Open it again from the e-mail.' })
  if (!parsed.ok) return parsed.reply({ message: parsed.message })
  const links = joinLimit(context)
  const limit = await links.check()
  if (!limit.allowed) return data({ message: limit.message, errors: {}, values: {} }, { status: 429, headers: retryAfter(limit.retryAfterSeconds) })
  try {
    await acceptStaffInvitation(getDb(), { token: parsed.data.token, user })
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') await links.fail()
    return appErrorResponse(error, (refusal) => ({ message: refusal.message, errors: {}, values: {} }))
  }
  return redirect('/admin')
}

export default function StaffJoin({ loaderData: view, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  if (!('role' in view)) {
    return (
      <AuthCard title="Join the newsroom">
        <FormMessage tone="error">{view.message}</FormMessage>
      </AuthCard>
    )
  }
  const by = view.inviterName ? `${view.inviterName} invited ${view.email}` : `${view.email} is invited`
  return (
    <AuthCard title={`Join the newsroom as ${roleLabels[view.role]}`} subtitle={`${by} to the staff of the site.`}>
      <div className="space-y-4" data-testid="staff-invitation">
        <p className="rounded-xl bg-slate-100 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200"><span className="font-semibold">{roleLabels[view.role]}:</span> {roleDescriptions[view.role]}</p>
        {actionData?.message ? <FormMessage tone="error">{actionData.message}</FormMessage> : null}
        {view.state === 'visitor' ? (
          <SignInToContinue
            text={`Sign in or create an account with ${view.email} to accept.`}
            signIn={{ href: view.loginHref, label: 'Sign in' }}
            register={{ href: view.registerHref, label: 'Create an account' }}
          />
        ) : null}
        {view.state === 'wrong-address' ? (
          <>
            <FormMessage tone="error">{view.message}</FormMessage>
            <p className="text-sm text-slate-600 dark:text-slate-300">You are signed in as {view.signedInAs}.</p>
          </>
        ) : null}
        {view.state === 'ready' ? (
          <Form method="post">
            <input type="hidden" name="token" value={view.token} />
            <button type="submit" className={`${primaryButtonClass} w-full`} disabled={navigation.state === 'submitting'}>Accept and open the console</button>
          </Form>
        ) : null}
      </div>
    </AuthCard>
  )
}
