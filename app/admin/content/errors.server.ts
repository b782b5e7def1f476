/** A refusal an editor can act on: the status to answer and, when it is about one field, which. */
export class ContentError extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 413 | 415,
    message: string,
    readonly field?: string,
  ) {
    super(message)
    this.name = 'ContentError'
  }
}

/** The constraint a PostgreSQL unique violation (23505) names, also when wrapped by the query builder. */
export function violatedUniqueConstraint(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; cause?: unknown } | null
  if (e?.code === '23505') return e.constraint ?? ''
  return e?.cause !== undefined ? violatedUniqueConstraint(e.cause) : null
}
