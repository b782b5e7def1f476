import { hasValidSignature, sign } from '../lib/signer.server'
import { isUuid } from '../lib/uuid'

/** An offer's view and click count for 4 hours after it was served; later events are invalid. */
export const OFFER_LIFETIME_MS = 4 * 60 * 60 * 1000

const PURPOSE = 'ad-offer'
const SIGNATURE_LENGTH = 22

/** The nonce a served ad carries: its offer id and a signature, so ids cannot be guessed. */
export const offerToken = (offerId: string) => `${offerId}.${sign(PURPOSE, offerId, SIGNATURE_LENGTH)}`

/** The offer id of a well-formed, correctly signed token; null for anything else. */
export function offerIdOf(token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 80) return null
  const [id, signature, ...rest] = token.split('.')
  if (!id || !signature || rest.length > 0 || !isUuid(id)) return null
  return hasValidSignature(PURPOSE, id, signature, SIGNATURE_LENGTH) ? id : null
}
