/** How many links an author profile lists (client-safe: the form draws this many). */
export const PROFILE_LINKS = 3
