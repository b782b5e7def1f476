import { AdminPanel, Badge, adminTime } from '../admin-ui'

const statusBadges = {
  published: { label: 'Published', tone: 'green' },
  review: { label: 'Review', tone: 'amber' },
  draft: { label: 'Draft', tone: 'slate' },
} as const

const planBadges = {
  free: { label: 'Free', tone: 'slate' },
  premium: { label: 'Premium', tone: 'blue' },
  enterprise: { label: 'Enterprise', tone: 'amber' },
} as const

type RecentArticle = { id: string; title: string; status: string; author: string; sourceName: string | null; createdAt: Date | string }
type RecentUser = { id: string; name: string; email: string; tier: string; createdAt: Date | string }

function pick<T extends Record<string, { label: string; tone: 'green' | 'amber' | 'slate' | 'blue' }>>(badges: T, key: string) {
  return badges[key as keyof T] ?? { label: key, tone: 'slate' as const }
}

export function RecentArticles({ articles }: { articles: RecentArticle[] }) {
  return (
    <AdminPanel title="Recent articles" testId="recent-articles">
      {articles.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-400">No articles yet.</p> : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {articles.map((article) => {
            const badge = pick(statusBadges, article.status)
            return (
              <li key={article.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
                <div className="min-w-0">
                  <p className="font-medium break-words">{article.title}</p>
                  <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
                    {article.sourceName ? `Imported from ${article.sourceName}` : article.author} · {adminTime(article.createdAt)}
                  </p>
                </div>
                <Badge tone={badge.tone}>{badge.label}</Badge>
              </li>
            )
          })}
        </ul>
      )}
    </AdminPanel>
  )
}

export function RecentUsers({ users }: { users: RecentUser[] }) {
  return (
    <AdminPanel title="Recent users" testId="recent-users">
      {users.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-400">No users yet.</p> : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {users.map((user) => {
            const badge = pick(planBadges, user.tier)
            return (
              <li key={user.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
                <div className="min-w-0">
                  <p className="font-medium break-words">{user.name}</p>
                  <p className="mt-0.5 truncate text-xs text-slate-600 dark:text-slate-400">{user.email} · joined {adminTime(user.createdAt)}</p>
                </div>
                <Badge tone={badge.tone}>{badge.label}</Badge>
              </li>
            )
          })}
        </ul>
      )}
    </AdminPanel>
  )
}
