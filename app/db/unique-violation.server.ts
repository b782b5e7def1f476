/** The constraint a PostgreSQL unique violation (23505) names, also when wrapped by the query builder. */
export function violatedUniqueConstraint(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; cause?: unknown } | null
  if (e?.code === '23505') return e.constraint ?? ''
  return e?.cause !== undefined ? violatedUniqueConstraint(e.cause) : null
}
