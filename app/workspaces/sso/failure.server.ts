import { getUser } from '../../accounts/session.server'
import { appErrorResponse } from '../../lib/error-responses.server'

/** What the single sign-on pages send: never stored, and no referrer to the provider or beyond. */
export const ssoPageHeaders = () => ({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' })

/**
 * The page a refused single sign-on answer shows: the refusal's status and text, and a way back
 * (to the workspace settings for a signed-in Admin who was testing). Faults that are not
 * refusals go on to the error log as 500s.
 */
export async function ssoFailure(request: Request, error: unknown) {
  const user = await getUser(request)
  return appErrorResponse(error, (refusal) => ({ message: refusal.message, isWorkspaceAdmin: user?.workspace?.role === 'admin' }))
}
