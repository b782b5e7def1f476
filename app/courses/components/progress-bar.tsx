import { useT } from '../../i18n/i18n'

/** A labelled progress bar: the share of lessons completed, with the figures beside it. */
export function ProgressBar({
  percent,
  label,
  detail,
  size = 'md',
  testId,
}: {
  percent: number
  label: string
  detail?: string
  size?: 'sm' | 'md'
  testId?: string
}) {
  const t = useT()
  const height = size === 'sm' ? 'h-1.5' : 'h-2.5'
  return (
    <div data-testid={testId}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-slate-800 dark:text-slate-200">{detail ?? label}</span>
        <span className="font-semibold tabular-nums text-slate-900 dark:text-white" data-testid={testId ? `${testId}-percent` : undefined}>
          {t('education.percent', { percent })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={detail ? `${t('education.percent', { percent })} — ${detail}` : undefined}
        className={`mt-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700 ${height}`}
      >
        <div
          className={`${height} rounded-full ${percent === 100 ? 'bg-emerald-500' : 'bg-brand-600 dark:bg-brand-400'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  )
}
