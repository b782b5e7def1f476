import { Form, useNavigation } from 'react-router'
import { useT } from '../../../i18n/i18n'
import { inputClass, primaryButtonClass, TextField } from '../../../ui/forms'
import { ResultMessage, Section, type ActionResult } from './result-message'

interface Profile {
  name: string
  email: string
  emailVerified: boolean
  bio: string | null
  location: string | null
  website: string | null
  twitter: string | null
  linkedin: string | null
}

export function ProfileTab({ profile, result }: { profile: Profile; result?: ActionResult }) {
  const t = useT()
  const navigation = useNavigation()
  const errors = result?.errors ?? {}
  const value = (key: Exclude<keyof Profile, 'emailVerified'>) => (result && !result.ok ? result.values[key] : undefined) ?? profile[key] ?? ''
  return (
    <Section title={t('profile.tabProfile')} description={t('profile.profileText')}>
      {profile.emailVerified ? null : <VerificationNotice />}
      <Form method="post" className="grid gap-5 sm:grid-cols-2">
        <input type="hidden" name="intent" value="profile" />
        <div className="sm:col-span-2"><ResultMessage result={result} /></div>
        <TextField label={t('auth.name')} name="name" required maxLength={100} defaultValue={value('name')} error={errors.name} autoComplete="name" />
        <TextField label={t('auth.email')} name="email-readonly" type="email" value={profile.email} readOnly disabled hint={<EmailState isVerified={profile.emailVerified} />} />
        <div className="sm:col-span-2">
          <label htmlFor="profile-bio" className="block text-sm font-medium">{t('profile.bio')}</label>
          <textarea id="profile-bio" name="bio" rows={4} maxLength={500} defaultValue={value('bio')} className={inputClass} aria-invalid={errors.bio ? true : undefined} />
          {errors.bio ? <p className="mt-1.5 text-sm text-red-600 dark:text-red-400" role="alert">{errors.bio}</p> : null}
        </div>
        <TextField label={t('profile.location')} name="location" maxLength={100} defaultValue={value('location')} error={errors.location} />
        <TextField label={t('profile.website')} name="website" type="url" placeholder="https://" defaultValue={value('website')} error={errors.website} />
        <TextField label="Twitter" name="twitter" placeholder="@handle" dir="ltr" defaultValue={value('twitter')} error={errors.twitter} />
        <TextField label="LinkedIn" name="linkedin" type="url" placeholder="https://www.linkedin.com/in/…" defaultValue={value('linkedin')} error={errors.linkedin} />
        <div className="sm:col-span-2">
          <button type="submit" className={primaryButtonClass} disabled={navigation.state === 'submitting'}>{t('profile.save')}</button>
        </div>
      </Form>
    </Section>
  )
}

/** Under the address: that it cannot change here, and whether it is verified. */
function EmailState({ isVerified }: { isVerified: boolean }) {
  const t = useT()
  return (
    <div className="mt-1 text-xs text-slate-500 dark:text-slate-400">
      <p>{t('profile.emailReadOnly')}</p>
      {isVerified ? <p className="mt-1 font-semibold text-emerald-700 dark:text-emerald-400" data-testid="email-verified">✓ {t('profile.emailVerified')}</p> : null}
    </div>
  )
}

/** An address not yet verified: what to do, and a new link on request (a form of its own). */
function VerificationNotice() {
  const t = useT()
  const navigation = useNavigation()
  return (
    <Form method="post" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100" data-testid="email-unverified">
      <input type="hidden" name="intent" value="send-verification" />
      <p>{t('profile.emailUnverified')}</p>
      <button type="submit" className="mt-2 font-semibold text-brand-700 underline hover:no-underline dark:text-brand-300" disabled={navigation.state === 'submitting'}>
        {t('profile.sendVerification')}
      </button>
    </Form>
  )
}
