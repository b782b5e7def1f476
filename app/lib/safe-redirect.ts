/**
 * Only same-site relative paths are followed; anything else goes to the fallback. A target
 * must be printable ASCII (non-ASCII characters are sent percent-encoded): a raw character
 * beyond it cannot stand in a Location header, and some (such as "。") read as a dot.
 */
export function safeRedirectPath(target: string | null | undefined, fallback = '/') {
  if (!target || typeof target !== 'string') return fallback
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback
  if (/[^\u0021-\u007e]/.test(target)) return fallback
  return target
}
