import type { RequestHandler } from 'express'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Cross-site request forgery guard: a state-changing request that carries an Origin header
 * must come from this site (browsers send Origin on every cross-site POST). `exemptPaths`
 * are endpoints authenticated otherwise (a signed webhook), which never rely on cookies.
 */
export function originCheck({ siteUrl, exemptPaths = [] }: { siteUrl: string; exemptPaths?: string[] }): RequestHandler {
  const allowed = new URL(siteUrl).origin
  const exempt = new Set(exemptPaths)
  return (req, res, next) => {
    if (safeMethods.has(req.method) || exempt.has(req.path)) return next()
    const origin = req.get('origin')
    if (!origin || origin === allowed || origin === `${req.protocol}://${req.get('host')}`) return next()
    res.status(403).type('text/plain').send('Cross-site request refused.')
  }
}
