/**
 * The one writer of cookie strings (decision 27), for `Set-Cookie` headers and for
 * `document.cookie` alike. Client-safe. Every cookie the site writes by hand goes through here
 * with the project's defaults: the whole site (`Path=/`) and `SameSite=Lax`, so a cookie travels
 * with links from other sites but not with their forms or scripts. Callers add `HttpOnly` when
 * no script of ours needs to read the cookie, and `Secure` when the site runs on https
 * (`isSecureSite`).
 */

export interface CookieOptions {
  /** Seconds the browser keeps it; 0 deletes it at once. */
  maxAge?: number
  /** When the browser drops it, for cookies tied to a moment (the next UTC midnight). */
  expires?: Date
  /** Out of reach of scripts: for cookies only the server reads. */
  httpOnly?: boolean
  /** Sent over https only. */
  secure?: boolean
}

/** A year in seconds: how long remembered choices (theme, language, consent) are kept. */
export const YEAR_SECONDS = 60 * 60 * 24 * 365

/** The attributes after a cookie's value, starting with "; ". */
export function cookieAttributes({ maxAge, expires, httpOnly, secure }: CookieOptions = {}): string {
  const attributes = ['Path=/']
  if (maxAge !== undefined) attributes.push(`Max-Age=${Math.floor(maxAge)}`)
  if (expires) attributes.push(`Expires=${expires.toUTCString()}`)
  if (httpOnly) attributes.push('HttpOnly')
  attributes.push('SameSite=Lax')
  if (secure) attributes.push('Secure')
  return `; ${attributes.join('; ')}`
}

/**
 * `name=value` with its attributes, as a `Set-Cookie` header or `document.cookie` takes it. The
 * value is percent-encoded, so any text (JSON included) survives; names are the site's own.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  return `${name}=${encodeURIComponent(value)}${cookieAttributes(options)}`
}

/** Whether cookies must be `Secure`: the site's public address is https. */
export const isSecureSite = (siteUrl: string) => siteUrl.startsWith('https://')
