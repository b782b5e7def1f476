import { billingProviderName, getConfig } from '../config.server'
import { localProvider, unavailableProvider } from './local/local-provider.server'
import type { BillingProvider } from './provider'
import { stripeProvider } from './stripe/stripe-provider.server'
import { giftProvider } from './gifts/gift-provider.server'

/** The configured provider: new subscriptions start there. */
export function getBillingProvider(): BillingProvider {
  const name = billingProviderName(getConfig())
  return name === 'stripe' ? stripeProvider : name === 'local' ? localProvider : unavailableProvider
}

/** The provider an existing subscription belongs to (it stays there if the setting changes). */
export const providerFor = (name: string): BillingProvider => (name === 'stripe' ? stripeProvider : name === 'gift' ? giftProvider : localProvider)
