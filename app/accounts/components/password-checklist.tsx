import { passwordRules } from '../account-forms'
import type { MessageKey } from '../../i18n/en'
import { useT } from '../../i18n/i18n'

const labels: Record<(typeof passwordRules)[number]['key'], MessageKey> = {
  length: 'auth.ruleLength',
  upper: 'auth.ruleUpper',
  lower: 'auth.ruleLower',
  digit: 'auth.ruleDigit',
  special: 'auth.ruleSpecial',
}

/** Live list of the password rules, each ticked as soon as it holds. */
export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  const t = useT()
  return (
    <ul id={id} className="mt-2 grid gap-1 text-sm" aria-label={t('auth.passwordRules')}>
      {passwordRules.map((rule) => {
        const isMet = rule.test(password)
        return (
          <li key={rule.key} className={isMet ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-600 dark:text-slate-400'}>
            <span aria-hidden="true">{isMet ? '✓' : '○'}</span> {t(labels[rule.key])}
            <span className="sr-only">{isMet ? ` (${t('auth.ruleMet')})` : ''}</span>
          </li>
        )
      })}
    </ul>
  )
}
