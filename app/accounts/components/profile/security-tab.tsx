import { Form, useNavigation } from 'react-router'
import { useState } from 'react'
import { useT } from '../../../i18n/i18n'
import { relativeTime } from '../../../lib/dates'
import { PasswordChecklist } from '../password-checklist'
import { primaryButtonClass, secondaryButtonClass, TextField } from '../../../ui/forms'
import { ResultMessage, Section, type ActionResult } from './result-message'
import { TwoFactorSection } from './two-factor-section'

interface SessionRow {
  id: string
  userAgent: string | null
  ipAddress: string | null
  createdAt: Date | string
  isCurrent: boolean
}

function describeAgent(agent: string | null) {
  if (!agent) return 'Unknown device'
  const browser = /Edg\//.test(agent) ? 'Edge' : /Chrome\//.test(agent) ? 'Chrome' : /Firefox\//.test(agent) ? 'Firefox' : /Safari\//.test(agent) ? 'Safari' : 'Browser'
  const os = /Windows/.test(agent) ? 'Windows' : /Mac OS X/.test(agent) ? 'macOS' : /Android/.test(agent) ? 'Android' : /iPhone|iPad/.test(agent) ? 'iOS' : /Linux/.test(agent) ? 'Linux' : ''
  return os ? `${browser} on ${os}` : browser
}

export function SecurityTab({
  sessions,
  result,
  now,
  twoFactorEnabled,
}: {
  sessions: SessionRow[]
  result?: ActionResult & { intent?: string; setup?: { qrCode: string; secret: string; backupCodes: string[] } }
  now: number
  twoFactorEnabled: boolean
}) {
  const t = useT()
  const navigation = useNavigation()
  const [password, setPassword] = useState('')
  const resultFor = (intent: string) => (result?.intent === intent ? result : undefined)
  const busy = navigation.state === 'submitting'
  return (
    <div className="space-y-8">
      <Section title={t('profile.changePassword')} description={t('profile.changePasswordText')}>
        <Form method="post" className="grid max-w-md gap-5">
          <input type="hidden" name="intent" value="password" />
          <ResultMessage result={resultFor('password')} />
          <TextField label={t('profile.currentPassword')} name="currentPassword" type="password" autoComplete="current-password" required error={resultFor('password')?.errors.currentPassword} />
          <TextField label={t('auth.newPassword')} name="password" type="password" autoComplete="new-password" required onChange={(e) => setPassword(e.currentTarget.value)} error={resultFor('password')?.errors.password} hint={<PasswordChecklist id="change-rules" password={password} />} />
          <TextField label={t('auth.confirmPassword')} name="confirmPassword" type="password" autoComplete="new-password" required error={resultFor('password')?.errors.confirmPassword} />
          <button type="submit" className={primaryButtonClass} disabled={busy}>{t('profile.changePassword')}</button>
        </Form>
      </Section>

      <TwoFactorSection isEnabled={twoFactorEnabled} result={result} />

      <Section title={t('profile.sessions')} description={t('profile.sessionsText')}>
        <ResultMessage result={resultFor('revoke-session') ?? resultFor('revoke-others')} />
        <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800" data-testid="sessions">
          {sessions.map((s) => {
            const time = relativeTime(s.createdAt, now)
            return (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-medium">
                    {describeAgent(s.userAgent)}
                    {s.isCurrent ? <span className="ms-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-300">{t('profile.thisDevice')}</span> : null}
                  </p>
                  <p className="text-sm text-slate-500 dark:text-slate-400">{t('profile.signedIn')} {t(time.key, { count: time.value })}{s.ipAddress ? ` · ${s.ipAddress}` : ''}</p>
                </div>
                {s.isCurrent ? null : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="revoke-session" />
                    <input type="hidden" name="sessionId" value={s.id} />
                    <button type="submit" className={secondaryButtonClass} disabled={busy}>{t('profile.signOutSession')}</button>
                  </Form>
                )}
              </li>
            )
          })}
        </ul>
        {sessions.length > 1 ? (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="revoke-others" />
            <button type="submit" className={secondaryButtonClass} disabled={busy}>{t('profile.signOutOthers')}</button>
          </Form>
        ) : null}
      </Section>

      <Section title={t('profile.yourData')} description={t('profile.yourDataText')}>
        <a href="/profile/export" download className={secondaryButtonClass}>{t('profile.export')}</a>
      </Section>

      <Section title={t('profile.deleteAccount')} description={t('profile.deleteText')}>
        <Form method="post" className="grid max-w-md gap-5">
          <input type="hidden" name="intent" value="delete-account" />
          <ResultMessage result={resultFor('delete-account')} />
          <TextField label={t('profile.typeDelete')} name="confirmation" autoComplete="off" required error={resultFor('delete-account')?.errors.confirmation} />
          <TextField label={t('auth.password')} name="password" type="password" autoComplete="current-password" required error={resultFor('delete-account')?.errors.password} />
          <button type="submit" className="inline-flex items-center justify-center rounded-full bg-red-600 px-5 py-2.5 font-semibold text-white hover:bg-red-700 disabled:opacity-60" disabled={busy}>
            {t('profile.deleteForever')}
          </button>
        </Form>
      </Section>
    </div>
  )
}
