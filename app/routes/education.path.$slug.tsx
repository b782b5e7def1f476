import { notFound } from '../lib/error-responses.server'
import { getUser } from '../accounts/session.server'
import { NotFoundBoundary } from '../ui/not-found-boundary'
import { PathPage } from '../courses/components/path-page'
import { getDb } from '../db/client.server'
import { learningPathPath } from '../courses/course-choices'
import { getPathWithProgress } from '../courses/paths.server'
import { detailPageMeta } from '../seo/detail-meta'
import type { Route } from './+types/education.path.$slug'
import { readerAnswer } from '../i18n/reader-message.server'
import { certificateOf } from '../certificates/certificates.server'

export async function loader({ params, request }: Route.LoaderArgs) {
  const user = await getUser(request)
  const path = await getPathWithProgress(getDb(), params.slug, { userId: user?.id ?? null })
  if (!path) throw notFound({ message: readerAnswer('answers.notFound.path') })
  const certificate = user ? await certificateOf(getDb(), user.id, { pathId: path.id }) : null
  return { path, isSignedIn: user !== null, certificate }
}

export const meta: Route.MetaFunction = (args) =>
  detailPageMeta(args, 'title.pathNotFound', ({ path }, { text }) => ({
    title: text('title.learningPath', { title: path.title }),
    crumb: path.title,
    description: path.description,
    path: learningPathPath(path.slug),
    trail: [{ name: 'Education', path: '/education' }],
  }))

export default function LearningPath({ loaderData }: Route.ComponentProps) {
  return <PathPage {...loaderData} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <NotFoundBoundary error={error} title="path.notFound" text="path.notFoundText" back={{ to: '/education?tab=paths', label: 'education.backToEducation' }} />
}
