import { Area, AreaChart, Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatDay as formatDayIn } from '../lib/dates'

// Axis and tooltip days read "Jun 3" in English on every page that draws the chart, as in the
// admin console it was made for (decision 11).
const formatDay = (day: string) => formatDayIn(day, 'en-US')

type SeriesPoint = { day: string; value: number }

export interface TrendChartProps {
  points: SeriesPoint[]
  kind: 'area' | 'bar'
  label: string
  format: (value: number) => string
  /** The least top of the value axis, so an empty period still shows a sensible scale. */
  minScale?: number
}

function ChartTooltip({ active, payload, label, format, name }: { active?: boolean; payload?: readonly { value?: unknown }[]; label?: unknown; format: (value: number) => string; name: string }) {
  if (!active || !payload?.length) return null
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-xs text-slate-900 shadow-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
      <p className="font-semibold">{formatDay(String(label))}</p>
      <p>{name}: {format(Number(payload[0]?.value ?? 0))}</p>
    </div>
  )
}

const tick = { fill: 'currentColor', fontSize: 12, className: 'text-slate-500 dark:text-slate-400' }

/** One daily series as an area or bar chart (recharts; loaded only on the analytics page). */
export default function TrendChart({ points, kind, label, format, minScale = 4 }: TrendChartProps) {
  const axes = [
    <CartesianGrid key="grid" vertical={false} stroke="currentColor" strokeOpacity={0.12} />,
    <XAxis key="x" dataKey="day" tickFormatter={formatDay} tick={tick} tickLine={false} axisLine={false} minTickGap={24} />,
    <YAxis key="y" domain={[0, (max: number) => Math.max(max, minScale)]} tickFormatter={(value: number) => format(value)} tick={tick} tickLine={false} axisLine={false} width={64} allowDecimals={false} />,
    <Tooltip key="tip" cursor={{ fill: 'currentColor', fillOpacity: 0.06, stroke: 'currentColor', strokeOpacity: 0.2 }} content={(props) => <ChartTooltip {...props} format={format} name={label} />} />,
  ]
  return (
    <ResponsiveContainer width="100%" height="100%">
      {kind === 'area' ? (
        <AreaChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          {axes}
          <Area type="monotone" dataKey="value" name={label} stroke="currentColor" strokeWidth={2} fill="currentColor" fillOpacity={0.15} isAnimationActive={false} />
        </AreaChart>
      ) : (
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          {axes}
          <Bar dataKey="value" name={label} fill="currentColor" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      )}
    </ResponsiveContainer>
  )
}
