import { Link } from 'react-router'
import type { ContentRow } from '../../content/content-list.server'
import { displayStatus, editPath, publicPath, typeInfo } from '../../content/content-types'
import { AdminTable, adminTime, Badge } from '../admin-ui'
import { StatusBadge } from './status-badge'

const link = 'font-semibold text-brand-700 hover:underline dark:text-brand-300'

const nounOf = (item: ContentRow) => typeInfo[item.type].noun[0]!.toUpperCase() + typeInfo[item.type].noun.slice(1)

function Flags({ item }: { item: ContentRow }) {
  return (
    <span className="flex flex-wrap gap-1">
      {item.isFeatured ? <Badge tone="blue">Featured</Badge> : null}
      {item.isPremium ? <Badge tone="amber">Premium</Badge> : null}
      {item.isAiGenerated ? <Badge>AI</Badge> : null}
    </span>
  )
}

/** Content of every type: a table on wide screens, a list of cards on phones. */
export function ContentTable({ items, now }: { items: ContentRow[]; now: number }) {
  return (
    <>
      <ul className="space-y-3 sm:hidden" aria-label="Content">
        {items.map((item) => (
          <li key={`${item.type}-${item.id}`} className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <Link to={editPath(item.type, item.id)} className={link}>{item.title}</Link>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
              <span className="font-semibold">{nounOf(item)}</span>
              <StatusBadge status={displayStatus(item.status, item.publishedAt, new Date(now))} publishedAt={item.publishedAt} />
              <Flags item={item} />
            </div>
            <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Updated {adminTime(item.updatedAt)}</p>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <Table items={items} now={now} />
      </div>
    </>
  )
}

function Table({ items, now }: { items: ContentRow[]; now: number }) {
  return (
    <AdminTable testId="content-table" label="Content">
      <thead>
        <tr><th scope="col">Title</th><th scope="col">Type</th><th scope="col">Status</th><th scope="col">Flags</th><th scope="col">Updated</th></tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const status = displayStatus(item.status, item.publishedAt, new Date(now))
          const isVisible = status === 'published' || status === 'live'
          return (
            <tr key={`${item.type}-${item.id}`}>
              <td className="max-w-md min-w-56">
                <Link to={editPath(item.type, item.id)} className={link}>{item.title}</Link>
                <div className="mt-0.5 truncate text-xs text-slate-500 dark:text-slate-400">
                  {isVisible ? <Link to={publicPath(item.type, item)} className="hover:underline">{publicPath(item.type, item)}</Link> : publicPath(item.type, item)}
                </div>
              </td>
              <td className="whitespace-nowrap">{nounOf(item)}</td>
              <td className="min-w-32"><StatusBadge status={status} publishedAt={item.publishedAt} /></td>
              <td><Flags item={item} /></td>
              <td className="whitespace-nowrap text-slate-600 dark:text-slate-400">{adminTime(item.updatedAt)}</td>
            </tr>
          )
        })}
      </tbody>
    </AdminTable>
  )
}
