import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export interface BuiltRoute {
  id: string
  /** Full URL pattern, for example `/news/:slug` or `/api/auth/*`. */
  pattern: string
  index: boolean
  hasAction: boolean
  hasLoader: boolean
  hasDefaultExport: boolean
}

interface ManifestRoute {
  id: string
  parentId?: string
  path?: string
  index?: boolean
  hasAction: boolean
  hasLoader: boolean
  hasDefaultExport: boolean
}

/**
 * The route table of the production build in BUILD_DIR, read from the route manifest the
 * build gives the browser (`client/assets/manifest-*.js`), with every route's full pattern.
 */
export function builtRoutes(buildDir = process.env.BUILD_DIR ?? 'build'): BuiltRoute[] {
  const assets = path.join(buildDir, 'client', 'assets')
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name))
  if (!file) throw new Error(`No route manifest in ${assets}: build first`)
  const source = readFileSync(path.join(assets, file), 'utf8')
  const json = source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '')
  const routes = (JSON.parse(json) as { routes: Record<string, ManifestRoute> }).routes
  const patternOf = (route: ManifestRoute): string => {
    const parent = route.parentId ? patternOf(routes[route.parentId]!) : ''
    const own = route.path ?? ''
    return own ? `${parent.replace(/\/$/, '')}/${own}` : parent || '/'
  }
  return Object.values(routes).map((route) => ({
    id: route.id,
    pattern: patternOf(route),
    index: route.index === true,
    hasAction: route.hasAction,
    hasLoader: route.hasLoader,
    hasDefaultExport: route.hasDefaultExport,
  }))
}
