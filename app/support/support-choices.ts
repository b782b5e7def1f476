/**
 * The support desk's vocabulary, shared by the schema, the server and the pages (client-safe).
 */
import { ticketMessageKinds, ticketPlans, ticketPriorities, ticketStatuses } from '../db/schema/support-vocabulary'

export { ticketMessageKinds, ticketPlans, ticketPriorities, ticketStatuses }
