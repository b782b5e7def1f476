/**
 * The billing vocabulary the tables check against. Client-safe (no drizzle): the cancel page
 * reads the same list through app/billing/cancel-reasons.ts.
 */

/** Why a member cancels, as the cancel page asks (the choices, in the order shown). */
export const cancelReasons = ['too_expensive', 'not_using', 'missing_content', 'found_alternative', 'technical_problems', 'temporary_break', 'other'] as const
export type CancelReason = (typeof cancelReasons)[number]
