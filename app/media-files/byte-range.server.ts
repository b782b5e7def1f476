import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import { isNotModified } from '../lib/conditional-get'

type ByteRange = { start: number; end: number }

/**
 * The byte range a `Range` header asks for in a file of `size` bytes (RFC 9110 §14):
 * `null` to send the whole file (no header, another unit, several ranges or a malformed
 * one), 'unsatisfiable' when it lies outside the file.
 */
export function parseRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header?.trim() ?? '')
  if (!match) return null
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return null
  if (first === '') {
    const suffix = Number(last)
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (start >= size || start > end) return 'unsatisfiable'
  return { start, end }
}

interface ServedFile {
  size: number
  modified: Date
  contentType: string
  /** A file on this machine; or `open` for a stored object (app/storage). */
  path?: string
  /** The stored object's own validator (S3's ETag); otherwise one is made of size and time. */
  etag?: string | null
  open?: (range: ByteRange) => Promise<ReadableStream<Uint8Array>>
}

const etagOf = (file: ServedFile) => file.etag ?? `"${file.size.toString(16)}-${file.modified.getTime().toString(16)}"`

/** The bytes of a range, read only when the body is pulled (a HEAD or 304 reads nothing). */
function bodyOf(file: ServedFile, range: ByteRange): ReadableStream<Uint8Array> {
  if (file.path) return Readable.toWeb(createReadStream(file.path, { start: range.start, end: range.end })) as ReadableStream<Uint8Array>
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      reader ??= (await file.open!(range)).getReader()
      const { done, value } = await reader.read()
      if (done) controller.close()
      else controller.enqueue(value)
    },
    cancel: (reason) => reader?.cancel(reason),
  })
}

/** An If-Range that no longer matches means the client's partial copy is stale: send it all. */
function rangeStillValid(request: Request, etag: string, lastModified: string) {
  const ifRange = request.headers.get('If-Range')
  return !ifRange || ifRange === etag || ifRange === lastModified
}

/**
 * Streams a file with validators and byte ranges: 200 with the whole file, 206 with one
 * range, 416 for a range outside the file, 304 when the client's copy is current.
 */
export function fileResponse(request: Request, file: ServedFile, cacheControl: string): { response: Response; range: ByteRange | null } {
  const etag = etagOf(file)
  const lastModified = file.modified.toUTCString()
  const headers = new Headers({ 'Accept-Ranges': 'bytes', ETag: etag, 'Last-Modified': lastModified, 'Cache-Control': cacheControl })
  if (isNotModified(request.headers, { etag, lastModified })) return { response: new Response(null, { status: 304, headers }), range: null }
  const asked = rangeStillValid(request, etag, lastModified) ? parseRange(request.headers.get('Range'), file.size) : null
  if (asked === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${file.size}`)
    headers.set('Content-Length', '0')
    return { response: new Response(null, { status: 416, headers }), range: null }
  }
  const range = asked ?? { start: 0, end: file.size - 1 }
  headers.set('Content-Type', file.contentType)
  headers.set('Content-Length', String(Math.max(0, range.end - range.start + 1)))
  if (asked) headers.set('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
  const body = request.method === 'HEAD' || file.size === 0 ? null : bodyOf(file, range)
  return { response: new Response(body, { status: asked ? 206 : 200, headers }), range: asked ?? null }
}
