import type { MessageKey } from '../i18n/en'
import { contactCategories } from '../db/inbox-choices'

/** The contact form's categories with their labels, for every form that asks one (contact, support requests). */
export const contactCategoryLabels: Record<(typeof contactCategories)[number], MessageKey> = {
  general: 'contact.catGeneral',
  support: 'contact.catSupport',
  content: 'contact.catContent',
  business: 'contact.catBusiness',
  billing: 'contact.catBilling',
  feedback: 'contact.catFeedback',
}

export { contactCategories }
