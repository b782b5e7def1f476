/**
 * Where the site keeps the files it stores (uploads): one interface, two drivers
 * (`local-store.server.ts`, `s3-store.server.ts`; decision 42). Keys are paths such as
 * `uploads/{uuid}.webm`, chosen by the site, never by a visitor.
 */
export interface StoredObject {
  size: number
  modified: Date
  /** The validator the driver keeps for the object (S3's ETag), or null to derive one. */
  etag: string | null
}

export interface ObjectStore {
  /** What the store is, for logs and the start-up line ("local folder ./data", "S3 bucket x"). */
  readonly description: string
  /** Stores bytes under a key that must not exist yet. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** Stores a file of this machine under a key that must not exist yet, streaming it (large video sources). */
  putFile(key: string, file: string, contentType: string): Promise<void>
  /** The object's size and time, or null when there is none. */
  stat(key: string): Promise<StoredObject | null>
  /** The object's bytes from `start` to `end` (inclusive), as a stream. */
  read(key: string, range: { start: number; end: number }): Promise<ReadableStream<Uint8Array>>
  delete(key: string): Promise<void>
  /** Every key under a prefix (the copy command). */
  list(prefix: string): AsyncIterable<string>
  /** Checks at start-up that the store can be used; throws an error naming what to fix. */
  check(): Promise<void>
}
