import { isRouteErrorResponse, Link, useRouteError } from 'react-router'

/** Error boundary of the content pages: not found, or an unexpected failure, inside the console. */
export function ContentErrorBoundary() {
  const error = useRouteError()
  const isNotFound = isRouteErrorResponse(error) && error.status === 404
  if (isRouteErrorResponse(error) && error.status === 403) throw error
  return (
    <section className="rounded-2xl border border-slate-200 p-8 text-center dark:border-slate-800">
      <h1 className="font-serif text-3xl font-bold">{isNotFound ? 'Not found' : 'Something went wrong'}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        {isNotFound ? 'This item does not exist any more, or the address is wrong.' : 'The page could not be loaded. Your last change may not have been saved.'}
      </p>
      <Link to="/admin/content" className="mt-6 inline-flex font-semibold text-brand-700 hover:underline dark:text-brand-300">← Back to Content</Link>
    </section>
  )
}
