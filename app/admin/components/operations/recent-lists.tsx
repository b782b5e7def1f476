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

type Badged = { label: string; tone: 'green' | 'amber' | 'slate' | 'blue' }

function pick<T extends Record<string, Badged>>(badges: T, key: string): Badged {
  return badges[key as keyof T] ?? { label: key, tone: 'slate' as const }
}

/** One row of a recent list: a heading line, a detail line and a badge. */
type RecentRow = { id: string; heading: string; detail: string; badge: Badged }

/** The overview's recent lists share one layout; emails may be long, so that line truncates. */
function RecentList(props: { title: string; testId: string; empty: string; rows: RecentRow[]; truncateDetail?: boolean }) {
  return (
    <AdminPanel title={props.title} testId={props.testId}>
      {props.rows.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-400">{props.empty}</p> : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {props.rows.map((row) => (
            <li key={row.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
              <div className="min-w-0">
                <p className="font-medium break-words">{row.heading}</p>
                <p className={`mt-0.5 ${props.truncateDetail ? 'truncate ' : ''}text-xs text-slate-600 dark:text-slate-400`}>{row.detail}</p>
              </div>
              <Badge tone={row.badge.tone}>{row.badge.label}</Badge>
            </li>
          ))}
        </ul>
      )}
    </AdminPanel>
  )
}

export function RecentArticles({ articles }: { articles: RecentArticle[] }) {
  const rows = articles.map((article) => ({
    id: article.id,
    heading: article.title,
    detail: `${article.sourceName ? `Imported from ${article.sourceName}` : article.author} · ${adminTime(article.createdAt)}`,
    badge: pick(statusBadges, article.status),
  }))
  return <RecentList title="Recent articles" testId="recent-articles" empty="No articles yet." rows={rows} />
}

export function RecentUsers({ users }: { users: RecentUser[] }) {
  const rows = users.map((user) => ({
    id: user.id,
    heading: user.name,
    detail: `${user.email} · joined ${adminTime(user.createdAt)}`,
    badge: pick(planBadges, user.tier),
  }))
  return <RecentList title="Recent users" testId="recent-users" empty="No users yet." rows={rows} truncateDetail />
}
