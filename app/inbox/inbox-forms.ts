import { z } from 'zod'
import { textKey } from '../i18n/text-keys'
import { emailAddress } from '../lib/validation'
import { advertisementTypes, budgetRanges, contactCategories } from '../db/inbox-choices'

const email = emailAddress

export const contactSchema = z.object({
  name: z.string().trim().min(1, textKey('validation.nameRequired')).max(100, textKey('validation.nameTooLong')),
  email,
  subject: z.string().trim().min(1, textKey('answers.inbox.subjectRequired')).max(200, textKey('answers.inbox.subjectTooLong')),
  category: z.enum(contactCategories).catch('general'),
  message: z.string().trim().min(1, textKey('answers.inbox.messageRequired')).max(5000, textKey('answers.inbox.messageTooLong')),
})

export const adProposalSchema = z.object({
  fullName: z.string().trim().min(1, textKey('answers.inbox.fullNameRequired')).max(100, textKey('answers.inbox.fullNameTooLong')),
  email,
  companyName: z.string().trim().min(1, textKey('answers.inbox.companyRequired')).max(150, textKey('answers.inbox.companyTooLong')),
  monthlyBudget: z.enum(budgetRanges, { error: textKey('answers.inbox.budgetRequired') }),
  advertisementType: z.enum(advertisementTypes, { error: textKey('answers.inbox.adTypeRequired') }),
  goals: z.string().trim().max(3000, textKey('answers.inbox.goalsTooLong')).default(''),
})

/** A signed-in member's request from the profile's Support tab: the contact form without name and address (their account's). */
export const supportRequestSchema = contactSchema.pick({ subject: true, category: true, message: true }).extend({ category: z.enum(contactCategories).catch('support') })
