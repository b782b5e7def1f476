import { isRouteErrorResponse } from 'react-router'
import { AdminErrorCard, useAdminRouteError } from '../admin-error'

/** Error boundary of the content pages: not found, or an unexpected failure, inside the console. */
export function ContentErrorBoundary() {
  const error = useAdminRouteError()
  const isNotFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <AdminErrorCard
      title={isNotFound ? 'Not found' : 'Something went wrong'}
      text={isNotFound ? 'This item does not exist any more, or the address is wrong.' : 'The page could not be loaded. Your last change may not have been saved.'}
      back={{ to: '/admin/content', label: '← Back to Content' }}
    />
  )
}
