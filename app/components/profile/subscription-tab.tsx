import { Link } from 'react-router'
import { useT } from '../../i18n/i18n'
import { primaryButtonClass } from '../forms'
import { Section } from './result-message'

export function SubscriptionTab({ tier }: { tier: string }) {
  const t = useT()
  const name = tier === 'enterprise' ? 'Enterprise' : tier === 'premium' ? 'Premium' : 'Free'
  return (
    <Section title={t('profile.tabSubscription')}>
      <p className="text-lg">
        {t('profile.currentPlan')} <strong data-testid="current-plan">{name}</strong>
      </p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('profile.planText')}</p>
      <Link to="/subscription" className={`${primaryButtonClass} mt-6`}>{t('profile.managePlan')}</Link>
    </Section>
  )
}
