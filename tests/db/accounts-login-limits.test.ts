import { describe, expect, it } from 'vitest'
import { signIn } from '../../app/accounts/auth-calls.server'
import { getDb } from '../../app/db/client.server'
import { createUser, uniqueSuffix } from '../../app/db/seed/factories'
import { openTestDb } from '../support/test-db'

await openTestDb()

const attempt = (email: string, password: string, clientIp: string) =>
  signIn(getDb(), new Request('http://localhost/login', { method: 'POST' }), { email, password, rememberMe: false, clientIp })

describe('sign-in limits', () => {
  it('stop guessing from one address without locking the owner out of their own', async () => {
    const password = 'Correct-Horse-7!'
    const user = await createUser(getDb(), { password })
    const attacker = `203.0.113.${Math.floor(Math.random() * 200)}-${uniqueSuffix()}`
    const owner = `198.51.100.7-${uniqueSuffix()}`
    for (let i = 0; i < 5; i++) expect(await attempt(user.email, 'wrong-guess', attacker)).toMatchObject({ ok: false, status: 401 })
    // The attacker's address is stopped, even with the right password…
    expect(await attempt(user.email, password, attacker)).toMatchObject({ ok: false, status: 429 })
    expect(await attempt(user.email.toUpperCase(), 'wrong-guess', attacker)).toMatchObject({ ok: false, status: 429 })
    // …while the owner signs in from their own address.
    expect(await attempt(user.email, password, owner)).toMatchObject({ ok: true })
  })
})
