import { requireUser } from '../accounts/session.server'
import { hasFeature } from '../billing/entitlements'
import { useT } from '../i18n/i18n'
import { SavedLibrary, useSavedLibrary } from '../offline/components/saved-library'
import { BackLink } from '../ui/back-link'
import { UpgradePrompt } from '../ui/upgrade-prompt'
import type { Route } from './+types/profile.offline'
import { titleMeta } from '../seo/meta'

/** Profile → Saved for offline: what this device keeps for reading without a network. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  return { canReadOffline: hasFeature(user, 'offline_reading') }
}

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'title.savedOffline')

export default function SavedForOffline({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const library = useSavedLibrary()
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <BackLink to="/profile">{t('nav.profile')}</BackLink>
      <h1 className="mt-4 font-serif text-4xl font-bold tracking-tight">{t('offline.libraryTitle')}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t('offline.libraryIntro')}</p>
      {loaderData.canReadOffline ? null : (
        <UpgradePrompt className="mt-8" testId="offline-upgrade" title={t('offline.upgradeTitle')} text={t('offline.upgradeText')} link={t('offline.upgradeLink')} />
      )}
      <div className="mt-8">
        <SavedLibrary {...library} />
      </div>
    </div>
  )
}
