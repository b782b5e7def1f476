import { createHash } from 'node:crypto'

/** What is stored in place of a secret the site hands out once (an API key, an invitation link's token): its SHA-256. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url')
