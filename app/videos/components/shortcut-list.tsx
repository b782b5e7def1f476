import { useT } from '../../i18n/i18n'
import { playerShortcuts } from './player-keys'
import { KeyboardIcon } from './video-icons'

/** The player's keyboard shortcuts, documented next to it. */
export function ShortcutList() {
  const t = useT()
  return (
    <details className="mt-4 rounded-xl border border-slate-200 px-4 py-3 text-sm dark:border-slate-800" data-testid="shortcuts">
      <summary className="inline-flex cursor-pointer items-center gap-2 font-semibold">
        <KeyboardIcon width={18} height={18} /> {t('videos.shortcuts')}
      </summary>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('videos.shortcutsHint')}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        {playerShortcuts.map((shortcut) => (
          <div key={shortcut.label} className="contents">
            <dt className="flex gap-1">
              {shortcut.keys.map((key) => (
                <kbd key={key} className="rounded border border-slate-300 bg-slate-50 px-1.5 font-mono text-xs dark:border-slate-600 dark:bg-slate-800">
                  {key}
                </kbd>
              ))}
            </dt>
            <dd className="text-slate-700 dark:text-slate-200">{t(shortcut.label)}</dd>
          </div>
        ))}
      </dl>
    </details>
  )
}
