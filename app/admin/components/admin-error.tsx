import { isRouteErrorResponse, Link, useRouteError } from 'react-router'

/**
 * What an admin page's error boundary has to show. A refusal (403) goes on up to the console's
 * frame, which answers it with Access Denied.
 */
export function useAdminRouteError() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 403) throw error
  return error
}

/** Shown inside the console in place of a page that failed: what happened and the way back. */
export function AdminErrorCard({ title, text, back, reloadDocument }: { title: string; text: string; back: { to: string; label: string }; reloadDocument?: boolean }) {
  return (
    <section className="rounded-2xl border border-slate-200 p-8 text-center dark:border-slate-800">
      <h1 className="font-serif text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{text}</p>
      <Link to={back.to} reloadDocument={reloadDocument} className="mt-6 inline-flex font-semibold text-brand-700 hover:underline dark:text-brand-300">{back.label}</Link>
    </section>
  )
}
