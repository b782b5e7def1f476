import { useT } from '../i18n/i18n'
import { ButtonLink } from '../ui/buttons'

/** Login and Register for visitors. */
export function GuestLinks({ className = '' }: { className?: string }) {
  const t = useT()
  return (
    <div className={`items-center gap-2 ${className}`}>
      <ButtonLink to="/login" look="quiet">
        {t('nav.login')}
      </ButtonLink>
      <ButtonLink to="/register" look="brand">
        {t('nav.register')}
      </ButtonLink>
    </div>
  )
}
