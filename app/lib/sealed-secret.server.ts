import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { siteSecret } from './signer.server'

/**
 * A secret the site must use again later (an identity provider's client secret), kept in the
 * database sealed with AES-256-GCM under a key derived from the site's secret: a copy of the
 * database alone does not give it away. `purpose` keeps one kind of secret from opening as another.
 */
const keyFor = (purpose: string) => Buffer.from(hkdfSync('sha256', siteSecret(), 'lumen-sealed-secret', purpose, 32))

export function sealSecret(purpose: string, plain: string) {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFor(purpose), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.')
}

/** The sealed secret in clear, or null when it was sealed under another site secret or altered. */
export function openSecret(purpose: string, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || body === undefined) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(purpose), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
