import { redirect, useNavigation } from 'react-router'
import { audienceSizes, listAnnouncements, sendAnnouncement } from '../admin/people/announcements.server'
import { announcementSchema, audienceLabels } from '../admin/people/schemas'
import { requirePermission } from '../admin/access.server'
import { AdminHeader, AdminPanel, AdminTable, adminTime } from '../admin/components/admin-ui'
import { AnnouncementForm } from '../admin/components/people/announcement-form'
import { FormMessage } from '../ui/forms'
import { getDb } from '../db/client.server'
import type { Route } from './+types/admin.notifications'
import { parseForm } from '../lib/parse-form.server'

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'announcements')
  const db = getDb()
  const sent = Number(new URL(request.url).searchParams.get('sent'))
  const [sizes, announcements] = await Promise.all([audienceSizes(db), listAnnouncements(db)])
  return { sizes, announcements, sent: Number.isInteger(sent) && sent >= 0 && new URL(request.url).searchParams.has('sent') ? sent : null }
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'announcements')
  const parsed = await parseForm(request, announcementSchema)
  if (!parsed.ok) return parsed.reply()
  const { recipients } = await sendAnnouncement(getDb(), { ...parsed.data, actorId: admin.id })
  // Redirect so that reloading the page cannot send the announcement twice.
  throw redirect(`/admin/notifications?sent=${recipients}`)
}

export const meta = () => [{ title: 'Notifications · Admin' }, { name: 'robots', content: 'noindex' }]

export default function AdminNotifications({ loaderData, actionData }: Route.ComponentProps) {
  const { sizes, announcements, sent } = loaderData
  const navigation = useNavigation()
  const isPending = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  return (
    <>
      <AdminHeader title="Notifications" description="Send an announcement to the notification bell of all members or of one tier." />
      {sent !== null && !actionData ? (
        <div className="mt-6" data-testid="announcement-sent">
          <FormMessage tone="success">Announcement sent to {sent.toLocaleString('en-US')} member{sent === 1 ? '' : 's'}.</FormMessage>
        </div>
      ) : null}
      <div className="mt-6 space-y-6">
        <div className="max-w-2xl">
          <AnnouncementForm key={announcements[0]?.id ?? 'none'} sizes={sizes} serverErrors={actionData?.errors} values={actionData?.values} isPending={isPending} />
        </div>
        <AdminPanel title="Past announcements" testId="announcements">
          {announcements.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">No announcements yet.</p>
          ) : (
            <AdminTable label="Past announcements">
              <thead><tr><th>Announcement</th><th className="hidden sm:table-cell">Audience</th><th className="text-end">Recipients</th></tr></thead>
              <tbody>
                {announcements.map((a) => (
                  <tr key={a.id}>
                    <td className="min-w-40">
                      <p className="font-semibold break-words">{a.title}</p>
                      <p className="line-clamp-2 text-xs break-words text-slate-600 dark:text-slate-400">{a.message}</p>
                      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                        <span className="sm:hidden">{audienceLabels[a.audience] ?? a.audience} · </span>
                        <span className="whitespace-nowrap">{adminTime(a.createdAt)}</span> · {a.actorName ?? 'Deleted admin'}
                        {a.link ? <> · <span className="break-all">{a.link}</span></> : null}
                      </p>
                    </td>
                    <td className="hidden whitespace-nowrap sm:table-cell">{audienceLabels[a.audience] ?? a.audience}</td>
                    <td className="text-end tabular-nums">{Number(a.recipients).toLocaleString('en-US')}</td>
                  </tr>
                ))}
              </tbody>
            </AdminTable>
          )}
        </AdminPanel>
      </div>
    </>
  )
}
