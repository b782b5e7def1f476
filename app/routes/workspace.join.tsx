import { data, redirect } from 'react-router'
import { z } from 'zod'
import { getUser, requireUser } from '../accounts/session.server'
import { getDb } from '../db/client.server'
import { AppError } from '../lib/app-error'
import { appErrorResponse } from '../lib/error-responses.server'
import { parseForm } from '../lib/parse-form.server'
import { InvitationCard, type InvitationView } from '../workspaces/components/invitation-card'
import { acceptInvitation, invitationForOther, invitationGone, readInvitation } from '../workspaces/invitations.server'
import { isInvitedAddress } from '../lib/invitations.server'
import { invitationLinkLimit } from '../workspaces/join-limits.server'
import { endOwnPlanOnJoining, joinedNotice, renewingOwnPlan } from '../workspaces/settings.server'
import type { Route } from './+types/workspace.join'
import { refusalText } from '../i18n/reader-message.server'
import { titleMeta } from '../seo/meta'

const tokenOf = (request: Request) => (new URL(request.url).searchParams.get('token') ?? '').slice(0, 200)

const retryAfter = (seconds: number) => ({ 'Retry-After': String(seconds) })

/**
 * What an invitation link opens: the workspace and the address invited. Visitors are offered
 * to sign in or register and come back; the invited member may accept. A link that no longer
 * works is 404, another member's address 403, each with the workspace rules' message. Too many
 * links that do not work from one address are 429 for a while, whatever the link.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request)
  const db = getDb()
  const gone = () => data<InvitationView>({ state: 'gone', message: refusalText(invitationGone()) }, { status: 404 })
  if (!token) return gone()
  const links = invitationLinkLimit(db, context)
  const limit = await links.check()
  if (!limit.allowed) return data<InvitationView>({ state: 'limited', message: limit.message }, { status: 429, headers: retryAfter(limit.retryAfterSeconds) })
  const invitation = await readInvitation(db, token)
  if (!invitation) {
    await links.fail()
    return gone()
  }
  const shown = { workspaceName: invitation.workspaceName, email: invitation.email, role: invitation.role }
  const user = await getUser(request)
  if (!user) {
    const back = encodeURIComponent(`/workspace/join?token=${encodeURIComponent(token)}`)
    return data<InvitationView>({ state: 'visitor', ...shown, loginHref: `/login?redirect=${back}`, registerHref: `/register?redirect=${back}` })
  }
  if (!isInvitedAddress(invitation, user.email)) {
    return data<InvitationView>({ state: 'wrong-address', ...shown, message: refusalText(invitationForOther(invitation.email)), signedInAs: user.email }, { status: 403 })
  }
  if (user.workspace) return data<InvitationView>({ state: 'elsewhere', ...shown, currentWorkspace: user.workspace.name })
  return data<InvitationView>({ state: 'ready', ...shown, token, ownPlan: await renewingOwnPlan(db, user.id) })
}

const acceptForm = z.object({ token: z.string().min(1).max(200), cancelOwn: z.literal('on').optional() })

/** Accepts the invitation, then ends the member's own plan at its period's end if they asked. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request)
  const parsed = await parseForm(request, acceptForm, { fallbackMessage: 'Invalid request.' })
  if (!parsed.ok) return parsed.reply({ message: parsed.message })
  const db = getDb()
  const links = invitationLinkLimit(db, context)
  const limit = await links.check()
  if (!limit.allowed) return data({ message: limit.message, errors: {}, values: {} }, { status: 429, headers: retryAfter(limit.retryAfterSeconds) })
  try {
    await acceptInvitation(db, { token: parsed.data.token, user })
  } catch (error) {
    // Only a link that no longer works is a wrong secret; a full workspace is not.
    if (error instanceof AppError && error.code === 'not_found') await links.fail()
    return appErrorResponse(error, (refusal) => ({ message: refusal.message, errors: {}, values: {} }))
  }
  const ownPlan = parsed.data.cancelOwn === 'on' ? await endOwnPlanOnJoining(db, user.id) : 'none'
  return redirect(`/workspace?notice=${joinedNotice[ownPlan]}`)
}

/** A refusal's Retry-After reaches the response: the page's headers are the route's to choose. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const seconds = actionHeaders.get('Retry-After') ?? loaderHeaders.get('Retry-After')
  return seconds ? { 'Retry-After': seconds } : new Headers()
}

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'title.workspaceInvitation')

export default function WorkspaceJoin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="px-4 py-12 sm:py-16">
      <InvitationCard view={loaderData} refusal={actionData?.message} />
    </div>
  )
}
