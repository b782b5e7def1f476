import type { RequestHandler } from 'express'
import { isLocalSiteUrl } from '../app/config.server'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])
const loopbackHost = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/

export interface OriginRules {
  /** The site's public address (SITE_URL). */
  siteUrl: string
  /** Other origins whose pages may post here (ALLOWED_ORIGINS): a second domain, an admin host. */
  extraOrigins?: string[]
  /** The port this process listens on: a local site is reached on it by any loopback name. */
  port?: number
}

/**
 * Whether a request's Origin is one of this site's. Only configuration decides, never the
 * request's own Host header (which whoever sends the request writes). A site whose SITE_URL
 * is this machine (`npm start` with no configuration) also accepts the other loopback names on
 * its own port, since a developer may open http://127.0.0.1:3000 as well as localhost.
 */
export function isOwnOrigin(origin: string, { siteUrl, extraOrigins = [], port }: OriginRules) {
  const site = new URL(siteUrl)
  if (origin === site.origin || extraOrigins.includes(origin)) return true
  if (!isLocalSiteUrl(siteUrl)) return false
  let from: URL
  try {
    from = new URL(origin)
  } catch {
    return false
  }
  const ports = new Set([site.port || (site.protocol === 'https:' ? '443' : '80'), String(port ?? '')])
  const fromPort = from.port || (from.protocol === 'https:' ? '443' : '80')
  return from.protocol === site.protocol && loopbackHost.test(from.hostname) && ports.has(fromPort)
}

/**
 * Cross-site request forgery guard: a state-changing request that carries an Origin header
 * must come from one of this site's origins (browsers send Origin on every cross-site POST).
 * `exemptPaths` are endpoints authenticated otherwise (a signed webhook), which never rely on
 * cookies; `exemptPrefixes` the same for paths with an id in them (a workspace's SAML ACS URL,
 * posted to from the identity provider's site, whose response is signed).
 */
export function originCheck(rules: OriginRules & { exemptPaths?: string[]; exemptPrefixes?: string[] }): RequestHandler {
  const exempt = new Set(rules.exemptPaths ?? [])
  const prefixes = rules.exemptPrefixes ?? []
  return (req, res, next) => {
    if (safeMethods.has(req.method) || exempt.has(req.path) || prefixes.some((prefix) => req.path.startsWith(prefix))) return next()
    const origin = req.get('origin')
    if (!origin || isOwnOrigin(origin, rules)) return next()
    res.status(403).type('text/plain').send('Cross-site request refused.')
  }
}
