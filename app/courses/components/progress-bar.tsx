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
  return (
    <div data-testid={testId}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-slate-800 dark:text-slate-200">{detail ?? label}</span>
        <span className="font-semibold tabular-nums text-slate-900 dark:text-white" data-testid={testId ? `${testId}-percent` : undefined}>
          {t('education.percent', { percent })}
        </span>
      </div>
      <ProgressTrack percent={percent} label={label} valueText={detail ? `${t('education.percent', { percent })} — ${detail}` : undefined} size={size} className="mt-2" />
    </div>
  )
}

/** The bar alone (a progressbar for assistive technology): brand-coloured, green when complete. */
export function ProgressTrack({ percent, label, valueText, size = 'md', className = '' }: { percent: number; label: string; valueText?: string; size?: 'sm' | 'md'; className?: string }) {
  const height = size === 'sm' ? 'h-1.5' : 'h-2.5'
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={`w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700 ${height} ${className}`}
    >
      <div className={`${height} rounded-full ${percent === 100 ? 'bg-emerald-500' : 'bg-brand-600 dark:bg-brand-400'}`} style={{ width: `${percent}%` }} />
    </div>
  )
}
