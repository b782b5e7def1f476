/**
 * A feature's categories by URL slug: addresses carry the slug, the database the name.
 * Client-safe (the filter forms and the cards use it).
 */

/** The slugs in the map's order, and the slug of a stored name (undefined for an unknown one). */
export function categorySlugs<Slug extends string>(bySlug: Record<Slug, string>) {
  const slugs = Object.keys(bySlug) as Slug[]
  return { slugs, slugOf: (name: string): Slug | undefined => slugs.find((slug) => bySlug[slug] === name) }
}

/**
 * `true` only when every stored name has a slug: assigning `true` to it fails to compile once
 * the schema gains a category the map does not name.
 */
export type EveryNameMapped<Name extends string, BySlug extends Record<string, string>> =
  Exclude<Name, BySlug[keyof BySlug]> extends never ? true : never
