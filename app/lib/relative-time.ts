/** The unread badge: the count, or "9+" above 9. */
export const badgeCount = (count: number) => (count > 9 ? '9+' : String(count))
