import { route, type RouteConfigEntry } from '@react-router/dev/routes'

/** Admin console routes of this area, mounted under /admin by app/routes.ts. */
export const routes: RouteConfigEntry[] = [
  route('users', 'routes/admin.users.tsx'),
  route('users/:id', 'routes/admin.users.$id.tsx'),
  route('subscriptions', 'routes/admin.subscriptions.tsx'),
  route('subscriptions/:id', 'routes/admin.subscriptions.$id.tsx'),
  route('notifications', 'routes/admin.notifications.tsx'),
]
