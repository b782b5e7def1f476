/**
 * Choices of the contact and advertising forms (spec §9): the schema checks stored rows against
 * them and the forms offer them. They live beside the schema, not in app/inbox, so the schema
 * imports no feature code; the file imports nothing, so the form pages can ship it to browsers.
 */
export const contactCategories = [
  'general',
  'support',
  'content',
  'business',
  'billing',
  'feedback',
] as const

export const budgetRanges = [
  '500-1,000',
  '1,000-2,500',
  '2,500-5,000',
  '5,000-10,000',
  '10,000+',
] as const

export const advertisementTypes = [
  'Banner Advertising',
  'Sponsored Content',
  'Newsletter Sponsorship',
  'Social Media Promotion',
  'Custom Campaign',
] as const
