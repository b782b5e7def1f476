import { Form, useNavigation } from 'react-router'
import { useT } from '../../../i18n/i18n'
import { primaryButtonClass, secondaryButtonClass, TextField } from '../../../ui/forms'
import { ResultMessage, Section, type ActionResult } from './result-message'

type Result = ActionResult & { intent?: string; setup?: { qrCode: string; secret: string; backupCodes: string[] } }

/** Authenticator-app two-factor authentication: set up (scan, confirm a code), or turn off. */
export function TwoFactorSection({ isEnabled, result }: { isEnabled: boolean; result?: Result }) {
  const t = useT()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const setupResult = result?.intent === 'enable-2fa' ? result : undefined
  const setup = setupResult?.setup
  const statusResult = result?.intent === 'two-factor' ? result : undefined
  return (
    <Section title={t('twoFactor.title')} description={t('twoFactor.text')}>
      <ResultMessage result={statusResult ?? setupResult} />
      <p className="mt-4 text-sm" data-testid="two-factor-status">
        {t('twoFactor.status')} <strong>{isEnabled ? t('twoFactor.on') : t('twoFactor.off')}</strong>
      </p>
      {isEnabled ? (
        <Form method="post" className="mt-4 grid max-w-md gap-4">
          <input type="hidden" name="intent" value="disable-2fa" />
          <TextField label={t('auth.password')} name="password" type="password" autoComplete="current-password" required error={statusResult?.errors.password} />
          <button type="submit" className={secondaryButtonClass} disabled={busy}>{t('twoFactor.turnOff')}</button>
        </Form>
      ) : setup ? (
        <div className="mt-4 grid gap-6 md:grid-cols-[auto_1fr]">
          <img src={setup.qrCode} alt={t('twoFactor.qrAlt')} width={180} height={180} className="rounded-xl bg-white p-2" />
          <div className="space-y-4">
            <p className="text-sm">{t('twoFactor.manualKey')} <code className="rounded bg-slate-100 px-2 py-1 break-all dark:bg-slate-800" data-testid="two-factor-secret">{setup.secret}</code></p>
            <div>
              <p className="text-sm font-semibold">{t('twoFactor.backupCodes')}</p>
              <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm" data-testid="backup-codes">
                {setup.backupCodes.map((code) => <li key={code}>{code}</li>)}
              </ul>
            </div>
            <Form method="post" className="grid max-w-xs gap-3">
              <input type="hidden" name="intent" value="verify-2fa" />
              <TextField label={t('twoFactor.code')} name="code" inputMode="numeric" autoComplete="one-time-code" required error={setupResult?.errors.code} />
              <button type="submit" className={primaryButtonClass} disabled={busy}>{t('twoFactor.confirm')}</button>
            </Form>
          </div>
        </div>
      ) : (
        <Form method="post" className="mt-4 grid max-w-md gap-4">
          <input type="hidden" name="intent" value="enable-2fa" />
          <TextField label={t('auth.password')} name="password" type="password" autoComplete="current-password" required error={setupResult?.errors.password ?? setupResult?.errors.code} />
          <button type="submit" className={primaryButtonClass} disabled={busy}>{t('twoFactor.setUp')}</button>
        </Form>
      )}
    </Section>
  )
}
