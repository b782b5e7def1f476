import { data } from 'react-router'
import { NotFoundView } from '../ui/not-found-view'
import { pageMeta, rootSeo } from '../seo/meta'
import type { Route } from './+types/not-found'

/** Any unknown path, and /404 itself, answer 404 with the Page Not Found view. */
export function loader() {
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    ...rootSeo(matches),
    title: rootSeo(matches).text('title.notFound'),
    description: 'The page you are looking for does not exist or has moved.',
    path: location.pathname,
    noIndex: true,
  })

export default function NotFound() {
  return <NotFoundView />
}
