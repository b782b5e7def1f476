import type { ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'
import { routePatterns } from '../../server/access-log'

const route = (id: string, parentId: string | undefined, path: string | undefined, index?: boolean) => [id, { id, parentId, path, index }] as const
const build = {
  routes: Object.fromEntries([
    route('root', undefined, ''),
    route('routes/home', 'root', undefined, true),
    route('routes/news', 'root', 'news'),
    route('routes/news.$slug', 'root', 'news/:slug'),
    route('routes/news.rss', 'root', 'news/rss.xml'),
    route('routes/admin', 'root', 'admin'),
    route('routes/admin._index', 'routes/admin', undefined, true),
    route('routes/admin.users.$id', 'routes/admin', 'users/:id'),
    route('routes/$', 'root', '*'),
  ]),
} as unknown as ServerBuild

describe('route patterns for the access log', () => {
  const patternOf = routePatterns(build)
  it('name a request by its most specific route, never by its address', () => {
    expect(patternOf('/')).toBe('/')
    expect(patternOf('/news')).toBe('/news')
    expect(patternOf('/news/rss.xml')).toBe('/news/rss.xml')
    expect(patternOf('/news/some-article')).toBe('/news/:slug')
    expect(patternOf('/news/some-article.data')).toBe('/news/:slug')
    expect(patternOf('/admin')).toBe('/admin')
    expect(patternOf('/admin/users/0f8a')).toBe('/admin/users/:id')
    expect(patternOf('/no/such/page')).toBe('/*')
    expect(patternOf('/assets/entry-abc.js')).toBe('/assets/*')
    expect(patternOf('/api/v1/articles/x')).toBe('/api/v1/*')
    expect(patternOf('/healthz')).toBe('/healthz')
  })
})
