import { AppError } from '../../lib/app-error'
import { forbidden, notFound } from '../../lib/error-responses.server'
import { isNewsroomIntent } from './newsroom-data.server'

/** Runs an access check for a page: a refusal becomes the Access Denied page (403), a missing item 404. */
export async function accessOrNotFound<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check()
  } catch (error) {
    if (error instanceof AppError && error.status === 403) throw forbidden({ reason: 'forbidden' })
    if (error instanceof AppError && error.status === 404) throw notFound()
    throw error
  }
}

/**
 * The newsroom forms (review, lock, preview links) post to the editor's address with
 * `?newsroom`: their small form and its intent, or null for the editor's own (multipart) form.
 */
export async function newsroomForm(request: Request) {
  if (!new URL(request.url).searchParams.has('newsroom')) return null
  const form = await request.formData().catch(() => null)
  const intent = String(form?.get('intent') ?? '')
  return form && isNewsroomIntent(intent) ? { form, intent } : { form: new FormData(), intent: null }
}
