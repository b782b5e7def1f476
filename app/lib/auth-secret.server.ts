import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { AppConfig } from '../config.server'

/**
 * The key that signs session cookies and, through signer.server.ts, the site's other tokens:
 * AUTH_SECRET, or for the embedded database a random key kept beside it (created on first
 * start), so `npm start` needs no set-up.
 */
export function resolveAuthSecret(config: AppConfig) {
  if (config.AUTH_SECRET) return config.AUTH_SECRET
  if (config.DATABASE_URL) {
    throw new Error('Invalid configuration:\n  AUTH_SECRET: required when DATABASE_URL is set (32+ random characters)')
  }
  const file = path.join(path.dirname(path.resolve(config.PGLITE_DATA_DIR)), 'auth-secret')
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 })
  }
  return readFileSync(file, 'utf8').trim()
}
