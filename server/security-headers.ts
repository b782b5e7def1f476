import { randomBytes } from 'node:crypto'
import type { RequestHandler } from 'express'

/** Sets a fresh CSP nonce and the security headers on every response. */
export function securityHeaders({ isDevelopment }: { isDevelopment: boolean }): RequestHandler {
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString('base64')
    res.locals.nonce = nonce
    const scriptSrc = isDevelopment ? `'self' 'unsafe-inline'` : `'self' 'nonce-${nonce}'`
    const connectSrc = isDevelopment ? `'self' ws: wss:` : `'self'`
    res.setHeader(
      'Content-Security-Policy',
      [
        `default-src 'self'`,
        `script-src ${scriptSrc}`,
        `style-src 'self' 'unsafe-inline'`,
        `img-src 'self' data: blob:`,
        `media-src 'self' blob:`,
        `font-src 'self'`,
        `connect-src ${connectSrc}`,
        `object-src 'none'`,
        `base-uri 'self'`,
        `form-action 'self'`,
        `frame-ancestors 'none'`,
      ].join('; '),
    )
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('X-Frame-Options', 'DENY')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()')
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    if (!isDevelopment) {
      res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    }
    next()
  }
}
