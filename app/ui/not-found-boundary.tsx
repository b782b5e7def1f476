import type { ReactNode } from 'react'
import { isRouteErrorResponse } from 'react-router'
import { useT } from '../i18n/i18n'
import type { MessageKey } from '../i18n/en'
import { deferred } from '../lib/deferred'

// Only a missing item's page shows it.
const NotFoundView = deferred(() => import('./not-found-view').then((module) => module.NotFoundView))

/**
 * A detail route's error boundary: its own 404 page when the item is missing, `otherwise` for
 * any other error, or, without `otherwise`, the error passed on so the parent boundary shows it.
 */
export function NotFoundBoundary({
  error,
  title,
  text,
  back,
  otherwise,
}: {
  error: unknown
  title: MessageKey
  text: MessageKey
  back: { to: string; label: MessageKey }
  otherwise?: ReactNode
}) {
  const t = useT()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundView title={t(title)} text={t(text)} back={{ to: back.to, label: t(back.label) }} />
  }
  if (otherwise === undefined) throw error
  return otherwise
}
