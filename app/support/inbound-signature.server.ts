import { createHmac, timingSafeEqual } from 'node:crypto'

/** A signed inbound request is accepted this long after its timestamp (and as long before, for clock drift). */
export const SIGNATURE_TOLERANCE_SECONDS = 300

/** The signature an e-mail provider sends with an inbound message: `sha256=` and the hex HMAC of `{timestamp}.{body}`. */
export function inboundSignature(secret: string, timestamp: string, body: string) {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

/** Whether the signature is the secret's for this timestamp and body, and the timestamp is recent. */
export function isValidInboundSignature(secret: string, { timestamp, signature, body, now = Date.now() }: { timestamp: string | null; signature: string | null; body: string; now?: number }) {
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false
  if (Math.abs(now / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) return false
  const expected = Buffer.from(inboundSignature(secret, timestamp, body))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
