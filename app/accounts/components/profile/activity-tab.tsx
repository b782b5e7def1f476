import { Link } from 'react-router'
import { useT } from '../../../i18n/i18n'
import { relativeTime } from '../../../lib/dates'
import { Section } from './result-message'

interface Item { slug: string; title: string; at: Date | string }

function ItemList({ items, empty, now, testId }: { items: (Item & { content?: string })[]; empty: string; now: number; testId: string }) {
  const t = useT()
  if (items.length === 0) {
    return (
      <div className="space-y-2 text-sm">
        <p className="text-slate-600 dark:text-slate-400">{empty}</p>
        <Link to="/news" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">{t('profile.activityNext')}</Link>
      </div>
    )
  }
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid={testId}>
      {items.map((item, index) => {
        const time = relativeTime(item.at, now)
        return (
          <li key={`${item.slug}-${index}`} className="py-3">
            <Link to={`/news/${item.slug}`} className="font-medium hover:underline">{item.title}</Link>
            {item.content ? <p className="mt-1 line-clamp-2 text-sm text-slate-600 dark:text-slate-300">{item.content}</p> : null}
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t(time.key, { count: time.value })}</p>
          </li>
        )
      })}
    </ul>
  )
}

export function ActivityTab({ activity, now }: { activity: { likes: Item[]; bookmarks: Item[]; comments: (Item & { content: string })[] }; now: number }) {
  const t = useT()
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <Section title={t('profile.likes')}><ItemList items={activity.likes} empty={t('profile.noLikes')} now={now} testId="activity-likes" /></Section>
      <Section title={t('profile.bookmarks')}><ItemList items={activity.bookmarks} empty={t('profile.noBookmarks')} now={now} testId="activity-bookmarks" /></Section>
      <Section title={t('profile.comments')}><ItemList items={activity.comments} empty={t('profile.noComments')} now={now} testId="activity-comments" /></Section>
    </div>
  )
}
