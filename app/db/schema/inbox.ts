import { boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core'
import { advertisementTypes, budgetRanges, contactCategories } from '../inbox-choices'
import { createdAt, uuidPk, inList } from './columns'

export { advertisementTypes, budgetRanges, contactCategories }

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
