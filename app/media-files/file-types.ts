/**
 * What an uploaded file really is, read from its first bytes ("magic numbers"), and the
 * extensions each type may carry. A file whose contents and extension disagree is refused.
 */
export type UploadKind = 'image' | 'video' | 'audio'

interface FileType {
  kind: UploadKind
  contentType: string
  /** The extension stored files get. */
  extension: string
  /** Extensions an uploaded name may have for this type. */
  accepts: readonly string[]
}

const types = {
  png: { kind: 'image', contentType: 'image/png', extension: 'png', accepts: ['png'] },
  jpeg: { kind: 'image', contentType: 'image/jpeg', extension: 'jpg', accepts: ['jpg', 'jpeg'] },
  gif: { kind: 'image', contentType: 'image/gif', extension: 'gif', accepts: ['gif'] },
  webp: { kind: 'image', contentType: 'image/webp', extension: 'webp', accepts: ['webp'] },
  webm: { kind: 'video', contentType: 'video/webm', extension: 'webm', accepts: ['webm'] },
  mp4: { kind: 'video', contentType: 'video/mp4', extension: 'mp4', accepts: ['mp4', 'm4v'] },
  mp3: { kind: 'audio', contentType: 'audio/mpeg', extension: 'mp3', accepts: ['mp3'] },
  ogg: { kind: 'audio', contentType: 'audio/ogg', extension: 'ogg', accepts: ['ogg', 'oga', 'opus'] },
  m4a: { kind: 'audio', contentType: 'audio/mp4', extension: 'm4a', accepts: ['m4a'] },
} as const satisfies Record<string, FileType>

/** Largest upload per kind, in bytes. */
export const sizeLimits: Record<UploadKind, number> = { image: 5 * 1024 * 1024, video: 50 * 1024 * 1024, audio: 50 * 1024 * 1024 }

/** Content types by stored extension, for serving. */
export const contentTypeByExtension: Record<string, string> = Object.fromEntries(
  Object.values(types).map((t) => [t.extension, t.contentType]),
)

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b)

/** The type of a file from its first bytes (64 are enough), or null when it is none we accept. */
export function sniffFileType(bytes: Uint8Array): FileType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return types.png
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return types.jpeg
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return types.gif
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return types.webp
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return ascii(bytes, 0, 64).includes('webm') ? types.webm : null
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12)
    return brand === 'M4A ' || brand === 'M4B ' ? types.m4a : types.mp4
  }
  if (ascii(bytes, 0, 4) === 'OggS') return types.ogg
  if (ascii(bytes, 0, 3) === 'ID3') return types.mp3
  // An MPEG audio frame header: 11 set sync bits, then a valid version, layer III and bitrate.
  const b1 = bytes[1] ?? 0
  const b2 = bytes[2] ?? 0
  if (bytes[0] === 0xff && (b1 & 0xe0) === 0xe0 && (b1 & 0x18) !== 0x08 && (b1 & 0x06) === 0x02 && (b2 & 0xf0) !== 0xf0) return types.mp3
  return null
}

/** Looks like markup (SVG, HTML): refused with its own message, since it can carry scripts. */
export function looksLikeMarkup(bytes: Uint8Array) {
  const head = new TextDecoder().decode(bytes.subarray(0, 256)).replace(/^\uFEFF/, '').trimStart().toLowerCase()
  return head.startsWith('<')
}

export const extensionOf = (name: string) => /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase() ?? ''

export const acceptedExtensions = (kind: UploadKind) =>
  Object.values(types).filter((t) => t.kind === kind).flatMap((t) => t.accepts)
