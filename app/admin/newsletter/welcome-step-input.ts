import { z } from 'zod'
import { emailSubject, hasVisibleText, htmlBody } from '../content/form-fields'
import { welcomeTriggers } from '../../db/schema/welcome'

/** Admin → Welcome series: a step as its form sends it (errors in the console's English). */
export const welcomeStepSchema = z.object({
  trigger: z.enum(welcomeTriggers, { error: 'Choose what starts the step' }),
  day: z
    .string()
    .trim()
    .refine((v) => /^\d{1,2}$/.test(v) && Number(v) <= 90, 'Day must be a whole number from 0 to 90')
    .transform(Number),
  subject: emailSubject,
  body: htmlBody.refine(hasVisibleText, 'Write the text of the e-mail.'),
  stopOnUpgrade: z
    .string()
    .optional()
    .transform((v) => v === 'on'),
  isActive: z
    .string()
    .optional()
    .transform((v) => v === 'on'),
})

export const welcomeTriggerLabels = { signup: 'After signup', paid_start: 'After a paid start' } as const
