/**
 * A list page's address: each value that is set and differs from its default, in the order
 * given, so every filter lives in a short, shareable address. Client-safe.
 */
export function listHref(
  path: string,
  values: Record<string, string | number | null | undefined>,
  defaults: Record<string, string | number> = {},
) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '' && value !== defaults[key]) params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `${path}?${text}` : path
}

/**
 * A list page narrowed to one category: the category's stored name (undefined when none is
 * chosen) and the page's canonical address, which keeps the category and nothing else.
 */
export function categoryView<Slug extends string>(path: string, slug: Slug | undefined, nameBySlug: Record<Slug, string>) {
  return slug ? { category: nameBySlug[slug], path: listHref(path, { category: slug }) } : { category: undefined, path }
}
