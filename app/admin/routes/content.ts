import { route, type RouteConfigEntry } from '@react-router/dev/routes'

/** Admin console routes of this area, mounted under /admin by app/routes.ts. */
export const routes: RouteConfigEntry[] = [
  route('content', 'routes/admin.content.tsx'),
  route('content/uploads', 'routes/admin.content.uploads.tsx'),
  route('content/courses/:courseId/lessons/:lessonId', 'routes/admin.content.courses.$courseId.lessons.$lessonId.tsx'),
  route('content/:type/:id', 'routes/admin.content.$type.$id.tsx'),
  route('content/:type/:id/preview', 'routes/admin.content.$type.$id.preview.tsx'),
]
