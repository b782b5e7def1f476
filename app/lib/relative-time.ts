// Relative times are computed in ./dates with the site's other date formats. This re-export
// stays for the profile tabs in app/accounts, which still import it from here.
export { relativeTime } from './dates'

/** The unread badge: the count, or "9+" above 9. */
export const badgeCount = (count: number) => (count > 9 ? '9+' : String(count))
