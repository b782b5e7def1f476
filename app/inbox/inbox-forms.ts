import { z } from 'zod'
import { emailAddress } from '../lib/validation'
import { advertisementTypes, budgetRanges, contactCategories } from './inbox-form-choices'

const email = emailAddress

export const contactSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  email,
  subject: z.string().trim().min(1, 'Subject is required').max(200, 'Subject must be at most 200 characters'),
  category: z.enum(contactCategories).catch('general'),
  message: z.string().trim().min(1, 'Message is required').max(5000, 'Message must be at most 5000 characters'),
})

export const adProposalSchema = z.object({
  fullName: z.string().trim().min(1, 'Full name is required').max(100, 'Full name must be at most 100 characters'),
  email,
  companyName: z.string().trim().min(1, 'Company name is required').max(150, 'Company name must be at most 150 characters'),
  monthlyBudget: z.enum(budgetRanges, { error: 'Please choose a monthly budget' }),
  advertisementType: z.enum(advertisementTypes, { error: 'Please choose an advertisement type' }),
  goals: z.string().trim().max(3000, 'Goals must be at most 3000 characters').default(''),
})
