import type { ReactNode } from 'react'

/**
 * A panel's divided list, or a short note in its place while the list is empty. `isOrdered`
 * makes it an ordered list, for entries whose order carries meaning (a log, newest first).
 */
export function ListOrEmpty<Item>({
  items,
  empty,
  isOrdered = false,
  children,
}: {
  items: readonly Item[]
  empty: string
  isOrdered?: boolean
  children: (item: Item, index: number) => ReactNode
}) {
  if (items.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
  const List = isOrdered ? 'ol' : 'ul'
  return <List className="divide-y divide-slate-200 dark:divide-slate-800">{items.map(children)}</List>
}
