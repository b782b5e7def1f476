import { Link } from 'react-router'
import type { UserDetail } from '../../people/user-detail.server'
import { AdminPanel, AdminTable, adminTime, Badge } from '../admin-ui'
import { capitalize, humanize } from './people-badges'

// The panels' looks: links to what the member read or wrote, quiet notes, and headings within a panel.
const classes = {
  link: 'font-medium text-brand-600 hover:underline dark:text-brand-300',
  note: 'text-sm text-slate-600 dark:text-slate-400',
  subheading: 'mb-2 mt-6 text-sm font-semibold first:mt-0',
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-950">
      <p className="text-xs text-slate-600 dark:text-slate-400">{label}</p>
      <p className="text-xl font-bold tabular-nums">{value.toLocaleString('en-US')}</p>
    </div>
  )
}

export function ActivityPanel({ activity }: { activity: UserDetail['activity'] }) {
  return (
    <AdminPanel title="Activity" testId="user-activity">
      <div className="grid grid-cols-3 gap-3">
        <Count label="Comments" value={activity.counts.comments} />
        <Count label="Likes" value={activity.counts.likes} />
        <Count label="Bookmarks" value={activity.counts.bookmarks} />
      </div>
      <h3 className={classes.subheading}>Recent comments</h3>
      {activity.comments.length === 0 ? <p className={classes.note}>No comments.</p> : (
        <ul className="space-y-3 text-sm">
          {activity.comments.map((c) => (
            <li key={c.id}>
              <p className="line-clamp-2 break-words">{c.content}</p>
              <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
                on <Link to={`/news/${c.articleSlug}#comment-${c.id}`} className={classes.link}>{c.articleTitle}</Link> · <span className="whitespace-nowrap">{adminTime(c.createdAt)}</span>
                {c.hiddenAt ? <> · <Badge tone="amber">Hidden</Badge></> : null}
              </p>
            </li>
          ))}
        </ul>
      )}
      <h3 className={classes.subheading}>Recent likes and bookmarks</h3>
      {activity.interactions.length === 0 ? <p className={classes.note}>None yet.</p> : (
        <ul className="space-y-1.5 text-sm">
          {activity.interactions.map((i) => (
            <li key={`${i.type}-${i.slug}`} className="flex flex-wrap items-baseline gap-x-2">
              <Badge tone={i.type === 'like' ? 'red' : 'blue'}>{capitalize(i.type)}</Badge>
              <Link to={`/news/${i.slug}`} className={`${classes.link} min-w-0 break-words`}>{i.title}</Link>
              <span className="text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">{adminTime(i.at)}</span>
            </li>
          ))}
        </ul>
      )}
      <h3 className={classes.subheading}>Course progress</h3>
      {activity.courses.length === 0 ? <p className={classes.note}>No courses started.</p> : (
        <AdminTable label="Course progress">
          <thead><tr><th>Course</th><th>Lessons</th><th>Last active</th></tr></thead>
          <tbody>
            {activity.courses.map((c) => (
              <tr key={c.slug}>
                <td><Link to={`/education/course/${c.slug}`} className={classes.link}>{c.title}</Link>{c.completedAt ? <> <Badge tone="green">Completed</Badge></> : null}</td>
                <td className="whitespace-nowrap tabular-nums">{c.lessonsDone} / {c.lessonCount}</td>
                <td className="whitespace-nowrap">{adminTime(c.lastActiveAt)}</td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
    </AdminPanel>
  )
}

export function SessionsPanel({ sessions }: { sessions: UserDetail['sessions'] }) {
  return (
    <AdminPanel title="Sessions" testId="user-sessions">
      <p className={`${classes.note} mb-3`}>Sign-ins that have not expired or been signed out.</p>
      {sessions.length === 0 ? <p className={classes.note}>No active sessions.</p> : (
        <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {sessions.map((s) => (
            <li key={s.id} className="py-2 first:pt-0 last:pb-0">
              <p>
                Signed in <span className="whitespace-nowrap">{adminTime(s.createdAt)}</span>
                <span className="text-slate-500 dark:text-slate-400"> · last seen <span className="whitespace-nowrap">{adminTime(s.updatedAt)}</span></span>
              </p>
              <p className="truncate text-xs text-slate-600 dark:text-slate-400" title={s.userAgent ?? undefined}>
                {s.ipAddress || 'Unknown address'} · {s.userAgent || 'Unknown browser'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </AdminPanel>
  )
}

/** One audit entry in words. */
function describeAudit(action: string, details: Record<string, unknown>) {
  const d = details as { from?: string; to?: string; sessionsEnded?: number; subscription?: { status: string; planId: string } | null }
  const sessions = typeof d.sessionsEnded === 'number' ? ` (${d.sessionsEnded} session${d.sessionsEnded === 1 ? '' : 's'} ended)` : ''
  switch (action) {
    case 'user.role_changed':
      return `Role changed from ${d.from} to ${d.to}`
    case 'user.tier_overridden':
      return `Tier overridden from ${capitalize(d.from ?? '')} to ${capitalize(d.to ?? '')}${d.subscription ? ` despite a ${d.subscription.status.replace('_', ' ')} ${d.subscription.planId} subscription` : ''}`
    case 'user.suspended':
      return `Suspended${sessions}`
    case 'user.restored':
      return 'Restored'
    case 'user.signed_out':
      return `Signed out everywhere${sessions}`
    default:
      return humanize(action)
  }
}

export function AuditPanel({ audit }: { audit: UserDetail['audit'] }) {
  return (
    <AdminPanel title="Audit log" testId="user-audit">
      {audit.length === 0 ? <p className={classes.note}>No admin changes yet.</p> : (
        <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {audit.map((entry) => (
            <li key={entry.id} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2 first:pt-0 last:pb-0">
              <span>{describeAudit(entry.action, entry.details)}</span>
              <span className="text-xs text-slate-500 dark:text-slate-400">{entry.actorName ?? 'Deleted admin'} · {adminTime(entry.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </AdminPanel>
  )
}
