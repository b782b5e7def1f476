import { useEffect, useRef, useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { useT } from '../../i18n/i18n'
import { relativeTime } from '../../lib/dates'
import { badgeCount } from '../../lib/relative-time'
import { BellIcon } from '../../ui/icons'
import type { listNotifications } from '../notifications.server'

// The root loader's list for the member, typed from the query rather than the shell's root
// data: the shell renders this bell, so importing the shell here would run in a circle.
type Notifications = Awaited<ReturnType<typeof listNotifications>>

const typeStyles: Record<string, string> = {
  success: 'bg-emerald-500',
  warning: 'bg-amber-500',
  error: 'bg-red-500',
  info: 'bg-sky-500',
}

/**
 * What the live stream (`/notifications/stream`, server-sent events) last said, until the page's
 * own data is read again: the browser reconnects by itself, sending the last event's id, and
 * the server answers at once if anything arrived meanwhile.
 */
function useLiveNotifications(loaded: Notifications) {
  const [live, setLive] = useState<{ list: Notifications; at: number; basis: Notifications } | null>(null)
  // The page's data the last event came on top of: once the page reads its own again, that wins.
  const basis = useRef(loaded)
  useEffect(() => {
    basis.current = loaded
  }, [loaded])
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const source = new EventSource('/notifications/stream')
    source.addEventListener('notifications', (event) => {
      setLive({ list: JSON.parse((event as MessageEvent<string>).data) as Notifications, at: Date.now(), basis: basis.current })
    })
    return () => source.close()
  }, [])
  return live && live.basis === loaded ? live : null
}

/** The bell: unread badge and a dropdown of the 10 newest notifications, updated as they arrive. */
export function NotificationBell({ notifications: loaded, now: loadedAt }: { notifications: Notifications; now: number }) {
  const live = useLiveNotifications(loaded)
  const notifications = live?.list ?? loaded
  const now = live?.at ?? loadedAt
  const t = useT()
  const fetcher = useFetcher()
  const pendingAll = fetcher.formData?.get('intent') === 'read-all'
  const pendingId = fetcher.formData?.get('intent') === 'read' ? fetcher.formData.get('id') : null
  const isRead = (n: Notifications['items'][number]) => n.isRead || pendingAll || pendingId === n.id
  const unread = pendingAll ? 0 : notifications.unreadCount - (pendingId ? 1 : 0)
  return (
    <details className="relative" data-testid="notifications">
      <summary
        className="relative flex cursor-pointer list-none rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white [&::-webkit-details-marker]:hidden"
      >
        {/* The name is real text, so it always matches what sighted speech-input users see. */}
        <span className="sr-only">{unread > 0 ? t('notifications.labelUnread', { count: unread }) : t('notifications.label')}</span>
        <BellIcon />
        {unread > 0 ? (
          <span data-testid="unread-badge" aria-hidden="true" className="absolute -top-0.5 -end-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white">
            {badgeCount(unread)}
          </span>
        ) : null}
      </summary>
      <div className="fixed inset-x-2 top-16 z-50 rounded-2xl sm:absolute sm:inset-x-auto sm:top-auto sm:end-0 sm:mt-2 sm:w-[22rem] border border-slate-200 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-slate-700">
          <h2 className="font-semibold">{t('notifications.title')}</h2>
          {unread > 0 ? (
            <fetcher.Form method="post" action="/notifications">
              <button type="submit" name="intent" value="read-all" className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-300">
                {t('notifications.markAll')}
              </button>
            </fetcher.Form>
          ) : null}
        </div>
        {notifications.items.length === 0 ? (
          <p className="px-4 py-8 text-center text-sm text-slate-600 dark:text-slate-400">{t('notifications.empty')}</p>
        ) : (
          <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800">
            {notifications.items.map((n) => {
              const time = relativeTime(n.createdAt, now)
              return (
                <li key={n.id} className={`flex gap-3 px-4 py-3 ${isRead(n) ? '' : 'bg-brand-50/60 dark:bg-brand-500/10'}`}>
                  <span className={`mt-1.5 size-2.5 shrink-0 rounded-full ${typeStyles[n.type] ?? typeStyles.info}`} aria-hidden="true" />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-semibold">
                      {n.link ? <Link to={n.link} className="hover:underline">{n.title}</Link> : n.title}
                      <span className="sr-only"> ({t(`notifications.type.${n.type as 'info'}`)})</span>
                    </p>
                    <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">{n.message}</p>
                    <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{t(time.key, { count: time.value })}</p>
                  </div>
                  {isRead(n) ? null : (
                    <fetcher.Form method="post" action="/notifications">
                      <input type="hidden" name="id" value={n.id} />
                      <button type="submit" name="intent" value="read" className="text-xs font-medium whitespace-nowrap text-brand-600 hover:underline dark:text-brand-300">
                        {t('notifications.markRead')}
                      </button>
                    </fetcher.Form>
                  )}
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </details>
  )
}
