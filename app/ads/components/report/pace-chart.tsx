import { useLanguage, useT } from '../../../i18n/i18n'
import { formatDay } from '../../../lib/dates'
import { formatWhole } from '../../../lib/format'

interface PaceDay {
  day: string
  delivered: number
  planned: number
}

const WIDTH = 640
const HEIGHT = 260
const PAD = { top: 14, right: 14, bottom: 34, left: 84 }
// Large enough to stay readable when the chart shrinks to a phone's width.
const LABEL_SIZE = 20

/**
 * Viewable impressions delivered so far against the even plan, one point a day. Drawn on the
 * server as SVG (no script), so it shows in every browser and in the shared report; the same
 * figures are in the table below it.
 */
export function PaceChart({ days }: { days: PaceDay[] }) {
  const t = useT()
  const language = useLanguage()
  const last = days.at(-1)
  if (!last) return null
  const top = Math.max(1, ...days.map((d) => Math.max(d.delivered, d.planned)))
  const x = (i: number) => PAD.left + (days.length === 1 ? 0 : (i / (days.length - 1)) * (WIDTH - PAD.left - PAD.right))
  const y = (value: number) => HEIGHT - PAD.bottom - (value / top) * (HEIGHT - PAD.top - PAD.bottom)
  const line = (pick: (d: PaceDay) => number) => days.map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)} ${y(pick(d)).toFixed(1)}`).join(' ')
  const summary = t('advertiser.report.paceSummary', { delivered: formatWhole(last.delivered, language), planned: formatWhole(last.planned, language), day: formatDay(last.day, language) })
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" data-testid="pace-chart">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <span className="font-semibold">{t('advertiser.report.pace')}</span>
        <span className="flex gap-4 text-xs text-slate-600 dark:text-slate-400">
          <span className="flex items-center gap-1.5"><span aria-hidden="true" className="h-0.5 w-4 bg-brand-600 dark:bg-brand-300" />{t('advertiser.report.deliveredLine')}</span>
          <span className="flex items-center gap-1.5"><span aria-hidden="true" className="h-0 w-4 border-t-2 border-dashed border-slate-500" />{t('advertiser.report.plannedLine')}</span>
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-4 h-auto w-full" role="img" aria-label={summary}>
        {[0, 0.5, 1].map((share) => (
          <g key={share} className="text-slate-500 dark:text-slate-400">
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(top * share)} y2={y(top * share)} stroke="currentColor" strokeOpacity={0.15} />
            <text x={PAD.left - 8} y={y(top * share) + 6} textAnchor="end" fontSize={LABEL_SIZE} fill="currentColor">{formatWhole(Math.round(top * share), language)}</text>
          </g>
        ))}
        <text x={PAD.left} y={HEIGHT - 6} fontSize={LABEL_SIZE} className="fill-slate-500 dark:fill-slate-400">{formatDay(days[0]!.day, language)}</text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} fontSize={LABEL_SIZE} textAnchor="end" className="fill-slate-500 dark:fill-slate-400">{formatDay(last.day, language)}</text>
        <path d={line((d) => d.planned)} fill="none" strokeWidth="2" strokeDasharray="6 4" className="stroke-slate-500" />
        <path d={line((d) => d.delivered)} fill="none" strokeWidth="2.5" strokeLinejoin="round" className="stroke-brand-600 dark:stroke-brand-300" />
      </svg>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{summary}</p>
    </figure>
  )
}
