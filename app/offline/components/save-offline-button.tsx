import { useEffect, useState } from 'react'
import { hasFeature } from '../../billing/entitlements'
import { useT } from '../../i18n/i18n'
import { useRootData } from '../../shell/root-data'
import { CheckIcon, DownloadIcon } from '../../ui/icons'
import { UpgradePrompt } from '../../ui/upgrade-prompt'
import type { SaveRefusal } from '../save-offline'

const buttonClass =
  'inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-100 disabled:opacity-60 dark:border-slate-600 dark:hover:bg-slate-800'

/**
 * "Save for offline" on an article, a lesson, a tutorial, an episode or a video. Premium and
 * Enterprise members save the page (with its audio, video and captions) to this device; others
 * see the button, which opens the upgrade prompt.
 */
export function SaveOfflineButton({ path }: { path: string }) {
  const t = useT()
  const user = useRootData()?.user ?? null
  const canSave = hasFeature(user, 'offline_reading')
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'upsell' | SaveRefusal>('idle')

  useEffect(() => {
    if (!canSave || typeof indexedDB === 'undefined') return
    let isCurrent = true
    void import('../saved-store').then(async (store) => {
      const saved = (await store.hasSavedData()) ? await store.getSaved(path) : undefined
      if (isCurrent && saved && saved.ownerId === user?.id) setState('saved')
    })
    return () => {
      isCurrent = false
    }
  }, [canSave, path, user?.id])

  if (!canSave || !user) {
    return (
      <div className="w-full">
        <button type="button" className={buttonClass} onClick={() => setState('upsell')} aria-expanded={state === 'upsell'} data-testid="save-offline">
          <DownloadIcon width={18} height={18} />
          {t('offline.save')}
        </button>
        {state === 'upsell' ? (
          <UpgradePrompt className="mt-4" testId="offline-upgrade" title={t('offline.upgradeTitle')} text={t('offline.upgradeText')} link={t('offline.upgradeLink')} />
        ) : null}
      </div>
    )
  }

  const save = async () => {
    setState('saving')
    const { saveForOffline } = await import('../save-offline')
    const result = await saveForOffline(path, user.id)
    setState(result.ok ? 'saved' : result.reason === 'upgrade' ? 'upsell' : result.reason)
  }
  const remove = async () => {
    const { removeSaved } = await import('../saved-store')
    await removeSaved(path)
    setState('idle')
  }
  const refusal = state === 'logIn' || state === 'notFound' || state === 'failed' || state === 'noSpace' ? state : null
  return (
    <div className="w-full">
      {state === 'saved' ? (
        <div className="flex flex-wrap items-center gap-3">
          <span className="inline-flex items-center gap-2 rounded-full bg-emerald-50 px-4 py-2 text-sm font-semibold text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-300" data-testid="saved-offline">
            <CheckIcon width={18} height={18} />
            {t('offline.saved')}
          </span>
          <button type="button" className="text-sm font-medium text-slate-600 underline hover:text-slate-900 dark:text-slate-400 dark:hover:text-white" onClick={() => void remove()}>
            {t('offline.remove')}
          </button>
        </div>
      ) : (
        <button type="button" className={buttonClass} disabled={state === 'saving'} onClick={() => void save()} data-testid="save-offline">
          <DownloadIcon width={18} height={18} />
          {state === 'saving' ? t('offline.saving') : t('offline.save')}
        </button>
      )}
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-600 dark:text-slate-400">
        {state === 'saved' ? t('offline.savedNote') : refusal ? t(`offline.refused.${refusal}`) : ''}
      </p>
      {state === 'upsell' ? (
        <UpgradePrompt className="mt-4" testId="offline-upgrade" title={t('offline.upgradeTitle')} text={t('offline.upgradeText')} link={t('offline.upgradeLink')} />
      ) : null}
    </div>
  )
}
