import { isRouteErrorResponse, Link } from 'react-router'

/**
 * What a list page shows when its loader fails: the page title, the refusal's own message (a
 * bad filter or page link answered with 400) or the page's general one, and a way back to the
 * list's first page.
 */
export function ListErrorView({
  error,
  title,
  fallback,
  back,
}: {
  error: unknown
  title: string
  /** Shown when the error carries no message of its own (a fault, a timeout). */
  fallback: string
  back: { to: string; label: string }
}) {
  const message = isRouteErrorResponse(error) ? (error.data as { message?: string } | null)?.message : undefined
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <h1 className="font-serif text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300" role="alert">
        {message || fallback}
      </p>
      <Link to={back.to} className="mt-8 inline-flex rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        {back.label}
      </Link>
    </div>
  )
}
