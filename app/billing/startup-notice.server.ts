import { billingProviderName, isLocalSiteUrl, type AppConfig } from '../config.server'

/**
 * What an operator must know about billing at start-up: a public site without a payment
 * provider refuses paid checkout, and test-mode checkout on a public address lets anyone
 * subscribe without paying. Null when there is nothing to warn about.
 */
export function billingStartupNotice(config: AppConfig): string | null {
  const provider = billingProviderName(config)
  if (provider === 'none') {
    return `Billing: no payment provider is configured for the public SITE_URL ${new URL(config.SITE_URL).origin}, so paid checkout is refused. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or BILLING_PROVIDER=local for test mode.`
  }
  if (provider === 'local' && !isLocalSiteUrl(config.SITE_URL)) {
    return 'Billing: BILLING_PROVIDER=local on a public SITE_URL: the TEST MODE checkout lets anyone subscribe without paying.'
  }
  return null
}
