import { Link } from 'react-router'
import { useT } from '../../i18n/i18n'
import { AuthCard, FormMessage } from '../../ui/forms'

/** A refused single sign-on: what went wrong, and the way back. */
export function SsoFailure({ message, isWorkspaceAdmin }: { message: string; isWorkspaceAdmin: boolean }) {
  const t = useT()
  const link = 'font-semibold text-brand-600 hover:underline dark:text-brand-300'
  return (
    <AuthCard title={t(isWorkspaceAdmin ? 'sso.failed.testTitle' : 'sso.failed.title')}>
      <div data-testid="sso-failure">
        <FormMessage tone="error">{message}</FormMessage>
      </div>
      <div className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        {isWorkspaceAdmin ? <Link to="/workspace/settings#sso" className={link}>{t('sso.failed.backToSettings')}</Link> : null}
        <Link to="/login" className={link}>{t('sso.failed.back')}</Link>
      </div>
    </AuthCard>
  )
}
