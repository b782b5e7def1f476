import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parseForm } from '../../app/lib/parse-form.server'
import { nulFieldErrors, readForm } from '../../app/lib/read-form.server'
import { inReaderLanguageOf } from '../../app/i18n/reader-message.server'

type Refusal = { data: { message: string }; init: ResponseInit }

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://localhost/contact', { method: 'POST', body, headers })
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => { throw new Error('the form was accepted') },
    (error: unknown) => error as Refusal,
  )

describe('reading an action form', () => {
  it('reads URL-encoded and multipart forms', async () => {
    expect((await readForm(post(new URLSearchParams({ name: 'Ada' })))).get('name')).toBe('Ada')
    const multipart = new FormData()
    multipart.set('name', 'Ada')
    expect((await readForm(post(multipart))).get('name')).toBe('Ada')
    expect([...(await readForm(post('', { 'Content-Type': 'application/x-www-form-urlencoded' })))]).toEqual([])
  })

  it('answers 415 with a plain message in the reader language for a body that is not form data', async () => {
    for (const request of [post('{}', { 'Content-Type': 'application/json' }), post('hello'), post(null)]) {
      const error = await refusal(readForm(request))
      expect(error.init.status).toBe(415)
      expect(error.init.statusText).toBe('Unsupported Media Type')
      expect(error.data.message).toMatch(/form data only/)
    }
    // In the reader's language the root middleware sets for the request.
    const json = post('{}', { 'Content-Type': 'application/json', 'Accept-Language': 'es-ES,es;q=0.9' })
    const spanish = await refusal(inReaderLanguageOf(json, () => readForm(json)))
    expect(spanish.data.message).toMatch(/solo acepta datos de formulario/)
  })

  it('answers 400 for a form it cannot parse and 413 for a body or field over the limits', async () => {
    const broken = await refusal(readForm(post('--x\r\nnonsense', { 'Content-Type': 'multipart/form-data; boundary=x' })))
    expect(broken.init.status).toBe(400)
    expect(broken.data.message).toMatch(/could not be read/)
    const big = new URLSearchParams({ text: 'a'.repeat(2000) })
    expect((await refusal(readForm(post(big), { maxBytes: 1000 }))).init.status).toBe(413)
    expect((await refusal(readForm(post(big), { maxFieldLength: 1000 }))).init.status).toBe(413)
    const declared = post(new URLSearchParams({ a: 'b' }), { 'Content-Length': String(10 * 1024 * 1024) })
    expect((await refusal(readForm(declared))).init.status).toBe(413)
  })

  it('refuses a NUL character in a field value, name or file name with 400', async () => {
    for (const form of [{ content: 'a\u0000b' }, { 'x\u0000': 'a' }] as Record<string, string>[]) {
      const error = await refusal(readForm(post(new URLSearchParams(form))))
      expect(error.init.status).toBe(400)
      expect(error.data.message).toMatch(/NUL character/)
    }
    const upload = new FormData()
    upload.set('file', new File(['x'], 'a\u0000.png'))
    expect((await refusal(readForm(post(upload)))).init.status).toBe(400)
  })

  it('leaves NUL characters to routes that return form state: a field message, the other values kept', async () => {
    const form = await readForm(post(new URLSearchParams({ name: 'Ada', message: 'hi\u0000' })), { nul: 'keep' })
    expect(nulFieldErrors(form)).toEqual({ message: 'This field contains a NUL character, which is not allowed.' })
    const schema = z.object({ name: z.string(), message: z.string() })
    const parsed = await parseForm(post(new URLSearchParams({ name: 'Ada', message: 'hi\u0000' })), schema)
    expect(parsed).toMatchObject({ ok: false, errors: { message: expect.stringMatching(/NUL/) }, values: { name: 'Ada' } })
    expect(parsed.values).not.toHaveProperty('message')
    const valid = await parseForm(post(new URLSearchParams({ name: 'Ada', message: 'hi' })), schema)
    expect(valid).toMatchObject({ ok: true, data: { name: 'Ada', message: 'hi' } })
  })
})
