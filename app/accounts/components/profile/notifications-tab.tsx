import { Form, useNavigation } from 'react-router'
import type { MessageKey } from '../../../i18n/en'
import { useT } from '../../../i18n/i18n'
import { primaryButtonClass } from '../../../ui/forms'
import { ResultMessage, Section, type ActionResult } from './result-message'

const items = [
  ['emailNewsletter', 'prefs.emailNewsletter'],
  ['breakingNews', 'prefs.breakingNews'],
  ['weeklyDigest', 'prefs.weeklyDigest'],
  ['commentReplies', 'prefs.commentReplies'],
  ['welcomeSeries', 'prefs.welcomeSeries'],
  ['newFeatures', 'prefs.newFeatures'],
  ['marketing', 'prefs.marketing'],
] as const satisfies readonly (readonly [string, MessageKey])[]

export function NotificationsTab({ preferences, result }: { preferences: Record<(typeof items)[number][0], boolean>; result?: ActionResult }) {
  const t = useT()
  const navigation = useNavigation()
  return (
    <Section title={t('profile.tabNotifications')} description={t('profile.notificationsText')}>
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="preferences" />
        <ResultMessage result={result} />
        {items.map(([key, label]) => (
          <label key={key} className="flex items-center justify-between gap-4 rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800/60">
            <span>{t(label)}</span>
            <input type="checkbox" name={key} defaultChecked={preferences[key]} className="size-5 accent-brand-600" />
          </label>
        ))}
        <button type="submit" className={primaryButtonClass} disabled={navigation.state === 'submitting'}>{t('profile.savePreferences')}</button>
      </Form>
    </Section>
  )
}
