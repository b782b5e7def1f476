import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  route('news', 'routes/news.tsx'),
  route('news/:slug', 'routes/news.$slug.tsx'),
  route('media/covers/:kind/:file', 'routes/media.cover.ts'),
  route('preferences', 'routes/preferences.ts'),
  route('404', 'routes/not-found.tsx', { id: 'not-found-page' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig
