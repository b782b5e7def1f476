import { createHmac, timingSafeEqual } from 'node:crypto'
import { resolveAuthSecret } from './auth-secret.server'
import { getConfig } from '../config.server'

let cached: { config: object; secret: string } | undefined
/** The site's secret, read again when the configuration is replaced (tests point the app elsewhere). */
export const siteSecret = () => {
  const config = getConfig()
  if (cached?.config !== config) cached = { config, secret: resolveAuthSecret(config) }
  return cached.secret
}

/**
 * The one signer of the site's tokens: an HMAC-SHA256 of `purpose:payload` with the site's
 * secret, base64url, cut to `length` characters. The purpose keeps a signature made for one
 * kind of link from being accepted by another.
 */
export function sign(purpose: string, payload: string, length = 32) {
  return signatureBytes(purpose, payload).toString('base64url').slice(0, length)
}

/** The signature's 32 bytes, for a decision that must look random but stay the same (a reader's headline). */
export function signatureBytes(purpose: string, payload: string) {
  return createHmac('sha256', siteSecret()).update(`${purpose}:${payload}`).digest()
}

/**
 * Whether `signature` is `sign(purpose, payload, length)`, compared in constant time. A
 * signature of any other length is refused, so a shortened one cannot be guessed.
 */
export function hasValidSignature(purpose: string, payload: string, signature: string, length = 32) {
  if (signature.length !== length) return false
  return timingSafeEqual(Buffer.from(sign(purpose, payload, length)), Buffer.from(signature))
}
