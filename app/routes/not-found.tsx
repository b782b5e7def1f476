import { data } from 'react-router'
import { NotFoundView } from '../components/not-found-view'

/** Any unknown path, and /404 itself, answer 404 with the Page Not Found view. */
export function loader() {
  return data(null, { status: 404 })
}

export const meta = () => [{ title: 'Page Not Found' }, { name: 'robots', content: 'noindex' }]

export default function NotFound() {
  return <NotFoundView />
}
