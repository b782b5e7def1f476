import { boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, inList, uuidPk } from './columns'

export const contactCategories = [
  'general',
  'support',
  'content',
  'business',
  'billing',
  'feedback',
] as const

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuidPk(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    category: text('category').notNull().default('general'),
    message: text('message').notNull(),
    isHandled: boolean('is_handled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('contact_messages_category_check', inList('category', contactCategories)),
    index('contact_messages_created_idx').on(t.isHandled, t.createdAt.desc()),
  ],
)

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

export const adProposals = pgTable(
  'ad_proposals',
  {
    id: uuidPk(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    companyName: text('company_name').notNull(),
    monthlyBudget: text('monthly_budget').notNull(),
    advertisementType: text('advertisement_type').notNull(),
    goals: text('goals').notNull().default(''),
    isHandled: boolean('is_handled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('ad_proposals_budget_check', inList('monthly_budget', budgetRanges)),
    check('ad_proposals_type_check', inList('advertisement_type', advertisementTypes)),
    index('ad_proposals_created_idx').on(t.isHandled, t.createdAt.desc()),
  ],
)
