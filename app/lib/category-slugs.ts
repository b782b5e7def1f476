/**
 * A feature's categories by URL slug: addresses carry the slug, the database the name.
 * Client-safe (the filter forms and the cards use it).
 */

type ReplaceAll<Text extends string, From extends string, To extends string> = Text extends `${infer Head}${From}${infer Tail}`
  ? `${Head}${To}${ReplaceAll<Tail, From, To>}`
  : Text

/** The slug of a stored name at the type level, so slug unions and `cat.${slug}` text keys stay exact. */
export type CategorySlug<Name extends string> = Lowercase<ReplaceAll<ReplaceAll<Name, ' & ', '-'>, ' ', '-'>>

/** 'Ethics & Society' → 'ethics-society', 'Scikit-learn' → 'scikit-learn', 'OpenCV' → 'opencv'. */
export const categorySlug = <Name extends string>(name: Name) =>
  name.replaceAll(' & ', '-').replaceAll(' ', '-').toLowerCase() as CategorySlug<Name>

/**
 * The slugs in the stored names' order, the stored name of each slug, the slug of a stored name
 * (undefined for an unknown one) and the stored name a filter's slug asks for (undefined for no
 * filter). Derived, so a new category gets its address with no map to keep.
 */
export function categorySlugs<const Name extends string>(names: readonly Name[]) {
  type Slug = CategorySlug<Name>
  const slugs: Slug[] = names.map(categorySlug)
  const nameBySlug = Object.fromEntries(names.map((name) => [categorySlug(name), name])) as { [N in Name as CategorySlug<N>]: N }
  const slugOf = (name: string): Slug | undefined => ((names as readonly string[]).includes(name) ? (categorySlug(name) as Slug) : undefined)
  const nameOf = <S extends Slug>(slug: S | undefined) => (slug ? nameBySlug[slug] : undefined)
  return { slugs, nameBySlug, slugOf, nameOf }
}
