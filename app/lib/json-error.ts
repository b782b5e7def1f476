/**
 * The one shape of an error in a JSON answer (decision 27), the one the Enterprise API
 * documents: `{ "error": { "code", "message" } }`. The code is stable, for programs to branch
 * on; the message is for people and may change or be translated.
 */
export type JsonErrorBody = { error: { code: string; message: string } }

/** The body of a JSON error, for answers built another way (Express's `res.json`). */
export const jsonErrorBody = (code: string, message: string): JsonErrorBody => ({ error: { code, message } })

/**
 * A JSON error answer. Refusals depend on who asks and when, so no cache keeps them unless
 * `headers` sets another Cache-Control.
 */
export function jsonError(status: number, code: string, message: string, headers: HeadersInit = {}): Response {
  const all = new Headers(headers)
  if (!all.has('Cache-Control')) all.set('Cache-Control', 'no-store')
  return Response.json(jsonErrorBody(code, message), { status, headers: all })
}

/** The message of a JSON error a browser script received, or undefined when the body is not one. */
export function jsonErrorMessage(body: unknown): string | undefined {
  const message = (body as Partial<JsonErrorBody> | null)?.error?.message
  return typeof message === 'string' ? message : undefined
}
