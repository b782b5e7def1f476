import { useId, useState } from 'react'
import type { Pickable } from '../../content/editor-data.server'
import { adminInput } from '../admin-ui'
import type { FieldState } from './fields'
import { StatusBadge } from './status-badge'

const small = 'rounded-lg border border-slate-300 px-2 py-1 text-xs font-semibold hover:bg-slate-100 disabled:opacity-40 dark:border-slate-700 dark:hover:bg-slate-800'

/**
 * An ordered list of chosen items (a path's courses, a playlist's videos). Each row posts its
 * position ("order.<id>") and a Remove box; "add" appends one. Without JavaScript the
 * positions are typed; with it the arrows renumber them.
 */
export function OrderedItems({ state, field, label, options }: { state: FieldState; field: string; label: string; options: Pickable[] }) {
  const id = useId()
  const byId = new Map(options.map((o) => [o.id, o]))
  const [ids, setIds] = useState(() => (state.values[field] ?? '').split(',').filter((v) => byId.has(v)))
  const move = (from: number, to: number) => setIds((list) => {
    const next = [...list]
    const [item] = next.splice(from, 1)
    next.splice(to, 0, item!)
    return next
  })
  const available = options.filter((o) => !ids.includes(o.id))
  const error = state.errors[field]
  return (
    <fieldset className="min-w-0" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-semibold">{label}</legend>
      {ids.length === 0 ? <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">None yet.</p> : (
        <ol className="mb-3 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800" data-testid={`${field}-list`}>
          {ids.map((itemId, i) => {
            const item = byId.get(itemId)!
            return (
              <li key={itemId} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
                <input type="number" name={`order.${itemId}`} value={i + 1} min={1} onChange={(e) => move(i, Math.min(Math.max(Number(e.target.value) - 1, 0), ids.length - 1))}
                  aria-label={`Position of ${item.title}`} className="w-14 rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-950" />
                <span className="order-first min-w-0 basis-full font-medium sm:order-none sm:flex-1 sm:basis-0 sm:truncate">{item.title}</span>
                <StatusBadge status={item.status} publishedAt={null} />
                <button type="button" className={small} disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={`Move ${item.title} up`}>↑</button>
                <button type="button" className={small} disabled={i === ids.length - 1} onClick={() => move(i, i + 1)} aria-label={`Move ${item.title} down`}>↓</button>
                <label className="inline-flex items-center gap-1 text-xs"><input type="checkbox" name={`remove.${itemId}`} /> Remove</label>
              </li>
            )
          })}
        </ol>
      )}
      <label htmlFor={`${id}-add`} className="mb-1 block text-xs font-semibold text-slate-600 dark:text-slate-400">Add</label>
      <select id={`${id}-add`} name="add" defaultValue="" className={adminInput}>
        <option value="">Choose one to add at the end…</option>
        {available.map((o) => <option key={o.id} value={o.id}>{o.title}{o.status === 'published' || o.status === 'live' ? '' : ` (${o.status})`}</option>)}
      </select>
      {error ? <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">{error}</p> : null}
    </fieldset>
  )
}
