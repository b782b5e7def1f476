import type { ReactNode } from 'react'
import { isRouteErrorResponse } from 'react-router'
import { useT } from '../i18n/i18n'

/** A page a reader may not see (Access Denied, not a member): a title, why, and where to go instead. */
export function RefusalPage({ title, message, children }: { title: string; message: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-serif text-4xl font-bold">{title}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{message}</p>
      {children}
    </section>
  )
}

/**
 * A section's error boundary for Access Denied: a 403 (a signed-in reader whose role may not see
 * the section) shows the refusal with one way out; any other error goes on to the boundary above.
 */
export function AccessDeniedBoundary({ error, children }: { error: unknown; children: ReactNode }) {
  const t = useT()
  if (!isRouteErrorResponse(error) || error.status !== 403) throw error
  return (
    <RefusalPage title={t('admin.accessDenied')} message={t('admin.noPermission')}>
      {children}
    </RefusalPage>
  )
}
