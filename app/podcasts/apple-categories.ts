/**
 * The Apple Podcasts categories a series may use (a part of Apple's list: the ones an AI and
 * marketing site's shows belong to), each with its subcategories, spelled as Apple spells them.
 */
export const appleCategories = {
  Business: ['Careers', 'Entrepreneurship', 'Investing', 'Management', 'Marketing', 'Non-Profit'],
  Education: ['Courses', 'How To', 'Language Learning', 'Self-Improvement'],
  News: ['Business News', 'Daily News', 'Entertainment News', 'News Commentary', 'Politics', 'Sports News', 'Tech News'],
  Science: ['Astronomy', 'Chemistry', 'Earth Sciences', 'Life Sciences', 'Mathematics', 'Natural Sciences', 'Nature', 'Physics', 'Social Sciences'],
  'Society & Culture': ['Documentary', 'Personal Journals', 'Philosophy', 'Places & Travel', 'Relationships'],
  Technology: [],
} as const satisfies Record<string, readonly string[]>

export type AppleCategory = keyof typeof appleCategories

/** Whether a category and subcategory pair is one of Apple's (a category without subcategories takes none). */
export function isAppleCategory(category: string, subcategory: string | null): boolean {
  if (!Object.hasOwn(appleCategories, category)) return false
  const subcategories: readonly string[] = appleCategories[category as AppleCategory]
  return subcategory === null ? subcategories.length === 0 : subcategories.includes(subcategory)
}
