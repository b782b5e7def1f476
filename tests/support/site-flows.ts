import { expect } from 'vitest'
import type { HttpClient } from './http-client'

export const password = 'Orbit!Lamp42'

/** Registers through the form (sent back to `back` when given); gives where the site sends the new member. */
export async function register(member: HttpClient, name: string, email: string, back?: string) {
  const path = back ? `/register?redirect=${encodeURIComponent(back)}` : '/register'
  const response = await member.post(path, { name, email, password, confirmPassword: password, terms: 'on' })
  expect(response.status, `registering ${email}`).toBe(302)
  return response.headers.get('location')
}

/** An Enterprise subscription through the test-mode checkout, then the workspace through its form. */
export async function enterpriseWorkspace(member: HttpClient, name: string) {
  const subscribe = await member.post('/subscription', { intent: 'subscribe', plan: 'enterprise-month' })
  expect(subscribe.headers.get('location')).toBe('/subscription/checkout?plan=enterprise-month')
  const paid = await member.post('/subscription/checkout?plan=enterprise-month', { plan: 'enterprise-month', cardName: 'Test Owner', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' })
  expect(paid.headers.get('location')).toBe('/subscription?subscribed=paid')
  const created = await member.post('/workspace?index', { intent: 'create', name })
  expect(created.status).toBe(302)
  expect(created.headers.get('location')).toBe('/workspace?notice=created')
}

/**
 * The token of the invitation link (to `joinPath`) last e-mailed to `to` among the messages an
 * SMTP server received (quoted-printable decoded).
 */
export function invitationToken(received: readonly { to: string; raw: string }[], to: string, joinPath = '/workspace/join') {
  const mail = received.filter((message) => message.to === to && message.raw.includes('invited you')).at(-1)
  expect(mail, `an invitation to ${to}`).toBeTruthy()
  const text = mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
  return new RegExp(`${joinPath}\\?token=([A-Za-z0-9_-]+)`).exec(text)![1]!
}
