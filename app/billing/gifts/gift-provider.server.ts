import { AppError } from '../../lib/app-error'
import { unavailableProvider } from '../local/local-provider.server'
import type { BillingProvider } from '../provider'

const isGift = () => new AppError('not_available', 409, 'gifts.error.giftSubscription')
const refuse = async (): Promise<never> => {
  throw isGift()
}

/**
 * A gift subscription's "provider": nothing to change, cancel or resume, since it was paid once
 * by someone else and ends by itself (the local billing clock ends it at its period end).
 */
export const giftProvider: BillingProvider = {
  ...unavailableProvider,
  changePlan: refuse,
  cancel: refuse,
  resume: refuse,
  undoScheduledChange: refuse,
  endPause: refuse,
  portalUrl: async () => null,
  expireGracePeriods: async () => 0,
  runPauses: async () => 0,
}
