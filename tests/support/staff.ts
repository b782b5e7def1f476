import { expect } from 'vitest'
import type { StaffRole } from '../../app/accounts/roles'
import { HttpClient } from './http-client'
import { register } from './site-flows'

/**
 * Registers an account through the form and has `admin` give it `role` on the Users page (a
 * member stays a member). Gives its signed-in client, id and address.
 */
export async function staffAccount(server: { readonly url: string }, admin: HttpClient, role: StaffRole | 'user', label: string) {
  const client = new HttpClient(() => server.url)
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
  await register(client, `Staff ${label}`, email)
  const list = await (await admin.get(`/admin/users?q=${encodeURIComponent(email)}`)).text()
  const id = /href="\/admin\/users\/([^"]+)"/.exec(list)![1]!
  if (role !== 'user') {
    const changed = await admin.post(`/admin/users/${id}`, { intent: 'role', role })
    expect(changed.status, `making ${email} ${role}`).toBe(200)
  }
  return { client, id, email, name: `Staff ${label}` }
}
