/** The support desk's time zone: reply times are shown in it, and said so. */
export const SUPPORT_TIME_ZONE = 'America/Los_Angeles'

/** A due time as customers read it ("Monday, November 30, 12:00 PM"), in their language and the desk's time zone. */
export function formatSupportTime(at: Date | string, language: string) {
  return new Intl.DateTimeFormat(language, { timeZone: SUPPORT_TIME_ZONE, weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(at))
}

/** When a message was written, in the desk's time zone like every support time ("Nov 17, 2026, 10:00 AM"). */
export function formatSupportStamp(at: Date | string, language: string) {
  return new Intl.DateTimeFormat(language, { timeZone: SUPPORT_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at))
}
