import { Link } from 'react-router'
import { AdminPanel } from '../admin-ui'
import { formatCount } from './operations-format'

/** A ranked list of pages or items with their view counts. */
export function TopList({ title, unit, items }: { title: string; unit: [one: string, many: string]; items: { title: string; path: string; views: number }[] }) {
  return (
    <AdminPanel title={title}>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nothing counted yet.</p>
      ) : (
        <ol className="space-y-2">
          {items.map((item, i) => (
            <li key={item.path} className="flex items-baseline gap-3 text-sm">
              <span className="w-5 shrink-0 text-right text-slate-500 tabular-nums dark:text-slate-400">{i + 1}.</span>
              <Link to={item.path} className="min-w-0 flex-1 truncate font-medium hover:underline">{item.title}</Link>
              <span className="shrink-0 text-slate-600 tabular-nums dark:text-slate-400">{formatCount(item.views)} {item.views === 1 ? unit[0] : unit[1]}</span>
            </li>
          ))}
        </ol>
      )}
    </AdminPanel>
  )
}
