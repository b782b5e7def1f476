import { data } from 'react-router'
import { getUser } from '../../accounts/session.server'
import { appErrorOf } from '../../lib/app-error'
import { refusalText } from '../../i18n/reader-message.server'

/**
 * The page a refused single sign-on answer shows: the refusal's status and text, never stored,
 * and a way back (to the workspace settings for a signed-in Admin who was testing). Faults that
 * are not refusals go on to the error log as 500s.
 */
export async function ssoFailure(request: Request, error: unknown) {
  const { status, key, values } = appErrorOf(error)
  const user = await getUser(request)
  return data(
    { message: refusalText({ key, values }), isWorkspaceAdmin: user?.workspace?.role === 'admin' },
    { status, headers: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } },
  )
}
