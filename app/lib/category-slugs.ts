/**
 * A feature's categories by URL slug: addresses carry the slug, the database the name.
 * Client-safe (the filter forms and the cards use it).
 */

/** Names the first stored name without a slug, so a map that misses one fails to compile. */
type EveryNameMapped<Name extends string, BySlug extends Record<string, Name>> =
  [Exclude<Name, BySlug[keyof BySlug]>] extends [never] ? unknown : { missingSlugFor: Exclude<Name, BySlug[keyof BySlug]> }

/**
 * The slugs in the map's order, and the slug of a stored name (undefined for an unknown one).
 * Curried so the stored names are given and the map inferred: `categorySlugs<Category>()(bySlug)`
 * fails to compile once the schema gains a category the map does not name.
 */
export function categorySlugs<Name extends string>() {
  return <BySlug extends Record<string, Name>>(bySlug: BySlug & EveryNameMapped<Name, BySlug>) => {
    type Slug = keyof BySlug & string
    const slugs = Object.keys(bySlug) as Slug[]
    return { slugs, slugOf: (name: string): Slug | undefined => slugs.find((slug) => bySlug[slug] === name) }
  }
}
