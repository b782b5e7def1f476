import { useT } from '../../i18n/i18n'
import { OneTimeSecret } from './one-time-secret'
import { useScrollIntoView } from './webhooks-result'
import type { WebhookFormResult } from './webhooks-views'

/** The signing secret, this one time: selectable text, and a copy button once the page runs scripts. */
export function NewSecret({ created }: { created: NonNullable<WebhookFormResult['created']> }) {
  const t = useT()
  const section = useScrollIntoView(created)
  return (
    <OneTimeSecret
      title={t('workspace.webhooks.newTitle')}
      secret={created.secret}
      copyLabel={t('workspace.webhooks.copy')}
      copyFailed={t('workspace.webhooks.copyFailed')}
      testId="new-webhook-panel"
      secretTestId="new-webhook-secret"
      sectionRef={section}
    >
      <p className="mt-1 text-sm break-all text-emerald-900 dark:text-emerald-100">{t('workspace.webhooks.newText', { url: created.url })}</p>
      <p className="mt-2 text-sm font-medium text-emerald-900 dark:text-emerald-100">{t('workspace.webhooks.newWarning')}</p>
    </OneTimeSecret>
  )
}
