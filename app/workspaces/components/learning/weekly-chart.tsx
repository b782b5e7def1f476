import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

export interface WeeklyChartProps {
  points: { week: string; value: number }[]
  /** The series' name, for the tooltip. */
  name: string
  /** "Mar 4" for a week's Monday, in the reader's language. */
  formatWeek: (week: string) => string
}

function WeekTooltip({ active, payload, label, name, formatWeek }: { active?: boolean; payload?: readonly { value?: unknown }[]; label?: unknown; name: string; formatWeek: (week: string) => string }) {
  if (!active || !payload?.length) return null
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-xs text-slate-900 shadow-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
      <p className="font-semibold">{formatWeek(String(label))}</p>
      <p>
        {name}: {Number(payload[0]?.value ?? 0)}
      </p>
    </div>
  )
}

const tick = { fill: 'currentColor', fontSize: 12, className: 'text-slate-500 dark:text-slate-400' }

/** One weekly series as bars (recharts; loaded only when the analytics page draws it). */
export default function WeeklyChart({ points, name, formatWeek }: WeeklyChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={points} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.12} />
        <XAxis dataKey="week" tickFormatter={formatWeek} tick={tick} tickLine={false} axisLine={false} minTickGap={16} />
        <YAxis domain={[0, (max: number) => Math.max(4, Math.ceil(max / 4) * 4)]} tickCount={5} tick={tick} tickLine={false} axisLine={false} width={32} allowDecimals={false} />
        <Tooltip cursor={{ fill: 'currentColor', fillOpacity: 0.06 }} content={(props) => <WeekTooltip {...props} name={name} formatWeek={formatWeek} />} />
        <Bar dataKey="value" name={name} fill="currentColor" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  )
}
