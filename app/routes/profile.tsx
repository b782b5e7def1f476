import { readAttribution } from '../attribution/attribution.server'
import { data, Link, redirect } from 'react-router'
import { ScrollStrip } from '../ui/scroll-strip'
import { z } from 'zod'
import {
  checkPassword,
  deleteAccount,
  getNotificationPreferences,
  getProfile,
  listSessions,
  preferenceKeys,
  profileSchema,
  revokeOtherSessions,
  revokeSession,
  updateNotificationPreferences,
  updateProfile,
} from '../accounts/profile.server'
import QRCode from 'qrcode'
import { changePassword, disableTwoFactor, startTwoFactorSetup, verifyTwoFactorCode, withCookies } from '../accounts/auth-calls.server'
import { changePasswordSchema } from '../accounts/account-forms'
import { requireUser } from '../accounts/session.server'
import { resendVerificationLink } from '../accounts/email-verification.server'
import { appErrorOf } from '../lib/app-error'
import { refusalText } from '../i18n/reader-message.server'
import type { BillingResult } from '../billing/route-helpers.server'
import { loadSubscriptionTab, subscriptionTabAction } from '../billing/tab-action.server'
import { ActivityTab } from '../accounts/components/profile/activity-tab'
import { NotificationsTab } from '../accounts/components/profile/notifications-tab'
import { ProfileTab } from '../accounts/components/profile/profile-tab'
import { SecurityTab } from '../accounts/components/profile/security-tab'
import { SubscriptionTab } from '../billing/components/subscription-tab'
import { getDb } from '../db/client.server'
import { listUserComments } from '../comments/comments.server'
import { listUserInteractions } from '../likes/article-marks.server'
import { useT } from '../i18n/i18n'
import { assignedTo } from '../workspaces/assignment-lists.server'
import { AssignedSection } from '../workspaces/components/learning/assigned-strip'
import { memberCertificates } from '../certificates/certificates.server'
import { CertificateList } from '../certificates/components/certificate-list'
import type { MessageKey } from '../i18n/en'
import type { Route } from './+types/profile'
import { serializeCookie } from '../lib/cookies'
import type { FieldErrors, FormValues } from '../lib/form-values'
import { checkForm, parseForm } from '../lib/parse-form.server'
import { titleMeta } from '../seo/meta'
import { PrivateFeedPanel } from '../podcasts/components/private-feed-panel'
import { privateFeedsOf } from '../podcasts/private-feeds.server'
import { hasFeature } from '../billing/entitlements'
import { SupportTab } from '../support/components/support-tab'
import { listMemberTickets } from '../support/queue.server'
import { openRequestFromSite } from '../support/requests.server'
import { supportRequestSchema } from '../inbox/inbox-forms'

const profileTabs = ['profile', 'subscription', 'notifications', 'security', 'activity', 'support'] as const
type Tab = (typeof profileTabs)[number]

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const db = getDb()
  const tab = z.enum(profileTabs).catch('profile').parse(new URL(request.url).searchParams.get('tab') ?? undefined)
  const profile = await getProfile(db, user.id)
  if (!profile) throw redirect('/login')
  return {
    tab,
    profile,
    preferences: tab === 'notifications' ? await getNotificationPreferences(db, user.id) : null,
    billing: tab === 'subscription' ? await loadSubscriptionTab(db, user.id) : null,
    privateFeeds: tab === 'subscription' && hasFeature(user, 'private_podcast_feeds') ? await privateFeedsOf(db, user.id) : null,
    certificates: tab === 'profile' ? await memberCertificates(db, user.id) : null,
    assigned: tab === 'profile' && user.workspace ? { workspace: user.workspace.name, items: await assignedTo(db, { userId: user.id }) } : null,
    sessions: tab === 'security' ? await listSessions(db, user.id, user.sessionId) : null,
    supportTickets: tab === 'support' ? await listMemberTickets(db, user.id) : null,
    activity:
      tab === 'activity'
        ? {
            likes: await listUserInteractions(db, user.id, 'like'),
            bookmarks: await listUserInteractions(db, user.id, 'bookmark'),
            comments: await listUserComments(db, user.id),
          }
        : null,
    now: Date.now(),
  }
}

type TwoFactorSetup = { qrCode: string; secret: string; backupCodes: string[] }
type ActionState = {
  intent: string
  errors: FieldErrors
  values: Record<string, string>
  message: string | null
  ok: boolean
  setup?: TwoFactorSetup
  receipt?: { ticketNumber: number; replyBy: string; plan: string }
}
const fail = (intent: string, status: number, errors: FieldErrors, values: FormValues = {}, message: string | null = null) =>
  data<ActionState>({ intent, errors, values, message, ok: false }, { status })
const done = (intent: string, message: string): ActionState => ({ intent, errors: {}, values: {}, message, ok: true })

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const db = getDb()
  // Each tab posts its own fields: the intent names the form, then its schema checks the rest.
  const read = await parseForm(request, z.object({ intent: z.string().default('') }))
  const intent = read.values.intent ?? ''
  if (!read.ok) return read.reply({ intent, message: null, ok: false })
  const { form } = read
  switch (intent) {
    case 'profile': {
      const parsed = checkForm(form, profileSchema)
      if (!parsed.ok) return parsed.reply({ intent, message: null, ok: false })
      await updateProfile(db, user.id, parsed.data)
      return done(intent, 'Profile saved.')
    }
    case 'preferences': {
      const values = Object.fromEntries(preferenceKeys.map((key) => [key, form.get(key) === 'on'])) as Record<(typeof preferenceKeys)[number], boolean>
      await updateNotificationPreferences(db, user.id, values)
      return done(intent, 'Notification preferences saved.')
    }
    case 'password': {
      const parsed = checkForm(form, changePasswordSchema)
      if (!parsed.ok) return parsed.reply({ intent, message: null, ok: false })
      const result = await changePassword(request, parsed.data)
      if (!result.ok) return fail(intent, result.status, result.status === 400 ? { currentPassword: result.message } : {}, {}, result.message)
      return data(done(intent, 'Password changed. Your other sessions were signed out.'), { headers: withCookies(result.cookies) })
    }
    case 'revoke-session': {
      const id = String(form.get('sessionId') ?? '')
      if (id === user.sessionId) return fail(intent, 400, {}, {}, 'Use Logout to end this session.')
      const found = await revokeSession(db, user.id, id)
      return found ? done(intent, 'Session signed out.') : fail(intent, 404, {}, {}, 'That session no longer exists.')
    }
    case 'revoke-others': {
      await revokeOtherSessions(db, user.id, user.sessionId)
      return done(intent, 'All other sessions were signed out.')
    }
    case 'delete-account': {
      const confirmation = String(form.get('confirmation') ?? '')
      const password = String(form.get('password') ?? '')
      const errors: FieldErrors = {}
      if (confirmation !== 'DELETE') errors.confirmation = 'Type DELETE to confirm'
      if (!(await checkPassword(db, user.id, password))) errors.password = 'Password is incorrect'
      if (Object.keys(errors).length) return fail(intent, 400, errors)
      await deleteAccount(db, user.id)
      throw redirect('/?deleted=1', { headers: { 'Set-Cookie': serializeCookie('lumen.session_token', '', { maxAge: 0, httpOnly: true }) } })
    }
    case 'enable-2fa': {
      const result = await startTwoFactorSetup(request, String(form.get('password') ?? ''))
      if (!result.ok) return fail(intent, 400, { password: result.message })
      const secret = new URL(result.totpURI).searchParams.get('secret') ?? ''
      const svg = await QRCode.toString(result.totpURI, { type: 'svg', margin: 1 })
      const setup = { qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, secret, backupCodes: result.backupCodes }
      return data<ActionState>({ ...done(intent, 'Scan the code, then enter the 6-digit code to finish.'), setup }, { headers: withCookies(result.cookies) })
    }
    case 'verify-2fa': {
      const code = String(form.get('code') ?? '').replace(/\s/g, '')
      if (!/^\d{6}$/.test(code)) return fail('enable-2fa', 400, { code: 'Enter the 6-digit code' })
      const result = await verifyTwoFactorCode(request, code)
      if (!result.ok) return fail('enable-2fa', 400, { code: result.message })
      return data(done('two-factor', 'Two-factor authentication is on.'), { headers: withCookies(result.cookies) })
    }
    case 'billing':
      return subscriptionTabAction(db, user.id, form, readAttribution(request, form))
    case 'support-request': {
      const parsed = checkForm(form, supportRequestSchema)
      if (!parsed.ok) return parsed.reply({ intent, message: null, ok: false })
      const { subject, category, message } = parsed.data
      const ticket = await openRequestFromSite(db, { email: user.email, name: user.name, userId: user.id, category, subject, body: message })
      return { ...done(intent, ''), receipt: { ticketNumber: ticket.number, replyBy: ticket.firstResponseDueAt.toISOString(), plan: ticket.plan } }
    }
    case 'send-verification': {
      // The answer shows on the profile form, beside the address it is about.
      try {
        return done('profile', await resendVerificationLink(db, request, user.id))
      } catch (error) {
        const refused = appErrorOf(error)
        return fail('profile', refused.status, {}, {}, refusalText(refused))
      }
    }
    case 'disable-2fa': {
      const result = await disableTwoFactor(request, String(form.get('password') ?? ''))
      if (!result.ok) return fail('two-factor', 400, { password: result.message })
      return data(done('two-factor', 'Two-factor authentication is off.'), { headers: withCookies(result.cookies) })
    }
    default:
      return fail(intent, 400, {}, {}, 'Unknown action.')
  }
}

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'title.profile')

const tabLabels: Record<Tab, MessageKey> = {
  profile: 'profile.tabProfile',
  subscription: 'profile.tabSubscription',
  notifications: 'profile.tabNotifications',
  security: 'profile.tabSecurity',
  activity: 'profile.tabActivity',
  support: 'profile.tabSupport',
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { tab, profile } = loaderData
  const result = actionData as ActionState | undefined
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-4xl font-bold tracking-tight">{t('profile.title')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{profile.email}</p>
      <nav aria-label={t('profile.title')} className="mt-8 border-b border-slate-200 dark:border-slate-800">
        <ScrollStrip>
        <ul className="flex gap-1">
          {profileTabs.map((key) => (
            <li key={key}>
              <Link
                to={`?tab=${key}`}
                aria-current={tab === key ? 'page' : undefined}
                className="block border-b-2 border-transparent px-4 py-3 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-700 dark:text-slate-300 dark:hover:text-white dark:aria-[current=page]:text-brand-300"
              >
                {t(tabLabels[key])}
              </Link>
            </li>
          ))}
          <li>
            <Link
              to="/profile/offline"
              className="block border-b-2 border-transparent px-4 py-3 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
            >
              {t('offline.libraryTitle')}
            </Link>
          </li>
        </ul>
        </ScrollStrip>
      </nav>
      <div className="mt-8">
        {tab === 'profile' ? <ProfileTab profile={profile} result={result?.intent === 'profile' ? result : undefined} /> : null}
        {tab === 'profile' && loaderData.assigned ? <AssignedSection workspace={loaderData.assigned.workspace} items={loaderData.assigned.items} /> : null}
        {tab === 'profile' && loaderData.certificates?.length ? <CertificateList certificates={loaderData.certificates} /> : null}
        {tab === 'subscription' && loaderData.billing ? (
          <SubscriptionTab tier={profile.subscriptionTier} billing={loaderData.billing} result={result?.intent === 'billing' ? (actionData as BillingResult) : undefined} />
        ) : null}
        {tab === 'subscription' && loaderData.privateFeeds?.length ? (
          <div className="mt-6">
            <PrivateFeedPanel feeds={loaderData.privateFeeds} intro={t('podcasts.privateFeed.profileIntro')} />
          </div>
        ) : null}
        {tab === 'notifications' && loaderData.preferences ? (
          <NotificationsTab preferences={loaderData.preferences} result={result?.intent === 'preferences' ? result : undefined} />
        ) : null}
        {tab === 'security' && loaderData.sessions ? (
          <SecurityTab sessions={loaderData.sessions} result={result} now={loaderData.now} twoFactorEnabled={profile.twoFactorEnabled} />
        ) : null}
        {tab === 'activity' && loaderData.activity ? <ActivityTab activity={loaderData.activity} now={loaderData.now} /> : null}
        {tab === 'support' && loaderData.supportTickets ? <SupportTab tickets={loaderData.supportTickets} result={result?.intent === 'support-request' ? result : undefined} /> : null}
      </div>
    </div>
  )
}
