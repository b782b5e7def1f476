import type { Response } from 'express'

const maxBodyBytes = 512 * 1024

/**
 * Collects what the app writes (before compression), up to maxBodyBytes, for pages marked as
 * storable, and hands the whole body to `store` when the app ends the answer.
 */
export function capture(res: Response, store: (body: Buffer) => void) {
  const chunks: Buffer[] = []
  let size = 0
  let isSkipped = false
  const keep = (chunk: unknown, encoding?: unknown) => {
    // The app marks a storable page before it writes it; others are not copied at all.
    if (!res.locals.isPageCacheable) isSkipped = true
    if (chunk == null || typeof chunk === 'function' || isSkipped) return
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array)
    size += buffer.length
    if (size > maxBodyBytes) isSkipped = true
    else chunks.push(buffer)
  }
  const write = res.write.bind(res) as (...args: unknown[]) => boolean
  const end = res.end.bind(res) as (...args: unknown[]) => Response
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0])
    return write(chunk, ...rest)
  }) as Response['write']
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0])
    if (!isSkipped) store(Buffer.concat(chunks))
    return end(chunk, ...rest)
  }) as Response['end']
}
