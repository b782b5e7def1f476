import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parseForm } from '../../app/lib/parse-form.server'

const post = (fields: Record<string, string>) =>
  new Request('http://localhost/form', { method: 'POST', body: new URLSearchParams(fields) })

const signUp = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  password: z.string().min(8, 'Password is too short'),
  plan: z.enum(['free', 'premium']),
})

describe('parsing an action form', () => {
  it('gives the parsed data and the values typed, never a secret', async () => {
    const parsed = await parseForm(post({ name: ' Ada ', password: 'Orbit!Lamp42', plan: 'free' }), signUp)
    expect(parsed).toMatchObject({ ok: true, data: { name: 'Ada', plan: 'free' }, values: { name: ' Ada ', plan: 'free' } })
    expect(parsed.values).not.toHaveProperty('password')
  })

  it('refuses with 400, each field message and what was typed, plus what the page reads', async () => {
    const parsed = await parseForm(post({ name: '', password: 'short', plan: 'free', cardNumber: '4242', cvc: '123' }), signUp)
    if (parsed.ok) throw new Error('the form was accepted')
    expect(parsed.errors).toEqual({ name: 'Name is required', password: 'Password is too short' })
    expect(parsed.message).toBe('Name is required Password is too short')
    const reply = parsed.reply({ message: null })
    expect(reply.init?.status).toBe(400)
    expect(reply.data).toEqual({ message: null, errors: parsed.errors, values: { name: '', plan: 'free' } })
  })

  it('puts the fallback message where the schema names none, and keeps the schema messages', async () => {
    const parsed = await parseForm(post({ name: '', password: 'Orbit!Lamp42', plan: 'gold' }), signUp, { fallbackMessage: 'Invalid request.' })
    expect(parsed).toMatchObject({ ok: false, errors: { name: 'Name is required', plan: 'Invalid request.' } })
  })

  it('makes a NUL character its field message, keeping the other values', async () => {
    const parsed = await parseForm(post({ name: 'Ada\u0000', password: 'Orbit!Lamp42', plan: 'free' }), signUp)
    expect(parsed).toMatchObject({ ok: false, errors: { name: expect.stringMatching(/NUL character/) }, values: { plan: 'free' } })
    expect(parsed.values).not.toHaveProperty('name')
  })
})
