import { billingProviderName, getConfig, type AppConfig } from '../../config.server'

interface ProviderStatus {
  name: string
  /** The mode in force, as the admin should read it. */
  mode: string
  isConfigured: boolean
  summary: string
  /** Environment variables that configure it. */
  variables: string[]
}

/** Which external service each provider uses, and what to set to change that. */
export function getProviderStatuses(config: AppConfig = getConfig()): ProviderStatus[] {
  const billing = billingProviderName(config)
  const hasSmtp = Boolean(config.SMTP_URL)
  const hasNews = Boolean(config.NEWSAPI_KEY)
  const social = [config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET ? 'Google' : null, config.GITHUB_CLIENT_ID && config.GITHUB_CLIENT_SECRET ? 'GitHub' : null].filter(Boolean)
  return [
    {
      name: 'Billing',
      mode: billing === 'stripe' ? 'Stripe' : billing === 'local' ? 'Local test mode' : 'Not configured',
      isConfigured: billing === 'stripe',
      summary:
        billing === 'stripe'
          ? 'Payments go through Stripe; its webhook keeps subscriptions in step.'
          : billing === 'local'
            ? 'Subscriptions run through the built-in checkout marked TEST MODE; no real payments are taken.'
            : 'No payment provider is set for this public address: paid checkout is refused. Configure Stripe, or set BILLING_PROVIDER=local for test mode.',
      variables: ['BILLING_PROVIDER', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
    },
    {
      name: 'E-mail',
      mode: hasSmtp ? 'SMTP' : 'Outbox',
      isConfigured: hasSmtp,
      summary: hasSmtp
        ? 'Messages are delivered through SMTP and logged in the outbox below.'
        : 'Messages are not delivered: they are kept in the outbox below.',
      variables: ['SMTP_URL', 'MAIL_FROM'],
    },
    {
      name: 'News source',
      mode: hasNews ? 'NewsAPI' : 'Not configured',
      isConfigured: hasNews,
      summary: hasNews
        ? `The news-fetch tool on the overview imports articles from ${new URL(config.NEWSAPI_BASE_URL).host}.`
        : 'The news-fetch tool answers "API Key Not Configured" until a NewsAPI key is set.',
      variables: ['NEWSAPI_KEY', 'NEWSAPI_BASE_URL'],
    },
    {
      name: 'Social sign-in',
      mode: social.length ? social.join(' and ') : 'Off',
      isConfigured: social.length > 0,
      summary: social.length ? 'Members can also sign in with these accounts.' : 'Only e-mail and password sign-in is offered.',
      variables: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'],
    },
  ]
}
