import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  route('news', 'routes/news.tsx'),
  route('news/:slug', 'routes/news.$slug.tsx'),
  route('media/covers/:kind/:file', 'routes/media.cover.ts'),
  route('preferences', 'routes/preferences.ts'),
  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('logout', 'routes/logout.ts'),
  route('notifications', 'routes/notifications.ts'),
  route('profile', 'routes/profile.tsx'),
  route('newsletter', 'routes/newsletter.ts'),
  route('newsletter/confirm', 'routes/newsletter.confirm.tsx'),
  route('newsletter/unsubscribe', 'routes/newsletter.unsubscribe.tsx'),
  route('profile/export', 'routes/profile.export.ts'),
  route('auth/social', 'routes/auth.social.ts'),
  route('api/auth/*', 'routes/api.auth.ts'),
  route('admin', 'routes/admin.tsx', [
    index('routes/admin._index.tsx'),
    route('emails/:id', 'routes/admin.emails.$id.tsx'),
    route('*', 'routes/not-found.tsx', { id: 'admin-not-found' }),
  ]),
  route('404', 'routes/not-found.tsx', { id: 'not-found-page' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig
