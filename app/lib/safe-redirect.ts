/** Only same-site relative paths are followed; anything else goes to the fallback. */
export function safeRedirectPath(target: string | null | undefined, fallback = '/') {
  if (!target || typeof target !== 'string') return fallback
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback
  if (/[\u0000-\u001f]/.test(target)) return fallback
  return target
}
