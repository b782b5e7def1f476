import { methodNotAllowed } from '../billing/api.server'
import { getConfig } from '../config.server'
import { getDb } from '../db/client.server'
import { jsonError } from '../lib/json-error'
import { logError } from '../lib/log.server'
import { receiveSupportEmail } from '../support/inbound.server'
import { emailFromPayload, inboundPayloadSchema, MAX_INBOUND_BYTES } from '../support/inbound-parse.server'
import { isValidInboundSignature } from '../support/inbound-signature.server'
import type { Route } from './+types/api.support.inbound'

/**
 * Inbound e-mail from a provider's inbound-parse webhook (docs/support.md). No session and no
 * Origin check: the request is signed with SUPPORT_INBOUND_SECRET over its timestamp and raw
 * body. Off (404) without a secret.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed()
  const secret = getConfig().SUPPORT_INBOUND_SECRET
  if (!secret) return jsonError(404, 'not_configured', 'Inbound e-mail is not configured.')
  if (Number(request.headers.get('content-length') ?? 0) > MAX_INBOUND_BYTES * 2) return jsonError(413, 'too_large', 'The message is too large.')
  const body = await request.text()
  if (body.length > MAX_INBOUND_BYTES * 2) return jsonError(413, 'too_large', 'The message is too large.')
  if (!isValidInboundSignature(secret, { timestamp: request.headers.get('x-lumen-timestamp'), signature: request.headers.get('x-lumen-signature'), body })) {
    return jsonError(401, 'invalid_signature', 'Invalid or expired signature.')
  }
  let payload: unknown
  try {
    payload = JSON.parse(body)
  } catch {
    return jsonError(400, 'invalid_json', 'The body is not JSON.')
  }
  const parsed = inboundPayloadSchema.safeParse(payload)
  if (!parsed.success) return jsonError(400, 'invalid_input', 'Send either `raw` (the whole message) or `from`, `to`, `subject` and `text`.')
  try {
    const mail = await emailFromPayload(parsed.data)
    if (!mail) return jsonError(400, 'invalid_input', 'The message has no sender address.')
    const filed = await receiveSupportEmail(getDb(), mail)
    return Response.json({ received: true, isNewTicket: filed.isNew }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    logError('/api/support/inbound', error)
    return jsonError(500, 'internal_error', 'The message could not be filed; send it again.')
  }
}

export const loader = () => methodNotAllowed()
