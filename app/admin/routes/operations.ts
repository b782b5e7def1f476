import type { RouteConfigEntry } from '@react-router/dev/routes'

/** Admin console routes of this area, mounted under /admin by app/routes.ts. */
export const routes: RouteConfigEntry[] = []
