import { route, type RouteConfigEntry } from '@react-router/dev/routes'

/** Admin console routes of this area, mounted under /admin by app/routes.ts. */
export const routes: RouteConfigEntry[] = [
  route('analytics', 'routes/admin.analytics.tsx'),
  route('comments', 'routes/admin.comments.tsx'),
  route('settings', 'routes/admin.settings.tsx'),
  route('news-fetch', 'routes/admin.news-fetch.ts'),
]
