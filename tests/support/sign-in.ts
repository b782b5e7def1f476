import { signIn } from '../../app/accounts/auth-calls.server'
import type { Db } from '../../app/db/client.server'
import { createUser } from '../../app/db/seed/factories'

/** Creates a member (with the given fields) and returns a Cookie header of a signed-in session. */
export async function signedInMember(db: Db, fields: Parameters<typeof createUser>[1] = {}) {
  const password = 'Correct-Horse-7!'
  const user = await createUser(db, { ...fields, password })
  const result = await signIn(db, new Request('http://localhost/login', { method: 'POST' }), {
    email: user.email,
    password,
    rememberMe: false,
    clientIp: `test-${user.id}`,
  })
  if (!result.ok) throw new Error(`sign-in failed: ${result.message}`)
  const cookie = result.cookies.map((c) => c.split(';')[0]).join('; ')
  return { user, cookie }
}
