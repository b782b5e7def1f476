/** Notification times: Just now, Xm ago, Xh ago, Xd ago (spec §9). */
export function relativeTime(date: Date | string, now: number) {
  const minutes = Math.floor((now - new Date(date).getTime()) / 60_000)
  if (minutes < 1) return { key: 'time.justNow', value: 0 } as const
  if (minutes < 60) return { key: 'time.minutesAgo', value: minutes } as const
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return { key: 'time.hoursAgo', value: hours } as const
  return { key: 'time.daysAgo', value: Math.floor(hours / 24) } as const
}

/** The unread badge: the count, or "9+" above 9. */
export const badgeCount = (count: number) => (count > 9 ? '9+' : String(count))
