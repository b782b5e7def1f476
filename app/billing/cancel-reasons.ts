/** The reasons the cancel page offers (client-safe). */
export { cancelReasons, type CancelReason } from '../db/schema/billing-vocabulary'
