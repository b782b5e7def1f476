/** Choices of the contact and advertising forms (spec §9), shared by the forms and the schema. */
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
