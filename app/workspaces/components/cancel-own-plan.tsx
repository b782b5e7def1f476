import { useId } from 'react'
import { useT } from '../../i18n/i18n'

/**
 * Offered to a member who pays for a plan of their own when they join a workspace, ticked to
 * begin with: the workspace gives them Enterprise, so their own plan ends with its period.
 */
export function CancelOwnPlanField({ plan }: { plan: { name: string; interval: string } }) {
  const t = useT()
  const hint = useId()
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-950">
      <label className="flex items-start gap-3 text-sm font-medium">
        <input type="checkbox" name="cancelOwn" defaultChecked className="mt-0.5 size-4 shrink-0 accent-brand-600" aria-describedby={hint} />
        <span>{t('workspace.invitation.cancelOwn', { plan: plan.name })}</span>
      </label>
      <p id={hint} className="mt-1.5 ps-7 text-xs text-slate-600 dark:text-slate-400">{t('workspace.invitation.cancelOwnHint')}</p>
    </div>
  )
}
