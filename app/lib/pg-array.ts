/** A Postgres array literal bound as one parameter (works the same on pg and PGlite). */
export function pgArray(values: string[]) {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`
}
