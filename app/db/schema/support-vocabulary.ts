/**
 * The support desk's vocabulary the tables check against (client-safe: the pages and forms
 * read the same lists).
 */

/** A ticket's life: new, being worked on, waiting for the customer (the clock stops), answered, over, or junk. */
export const ticketStatuses = ['new', 'open', 'pending', 'resolved', 'closed', 'spam'] as const

/** How soon a ticket is answered; set from the requester's plan when it is opened, staff may change it. */
export const ticketPriorities = ['urgent', 'high', 'normal', 'low'] as const

/** Whose plan a ticket was opened under: a visitor (no account) or a member's tier. */
export const ticketPlans = ['visitor', 'free', 'premium', 'enterprise'] as const

/** What a message in a ticket's thread is: the customer's, a staff reply, or a note only staff see. */
export const ticketMessageKinds = ['customer', 'staff', 'note'] as const
