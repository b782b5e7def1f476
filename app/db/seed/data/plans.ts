/** Subscription plans; the monthly ones are the spec's fallback plans. */
const premiumFeatures = ['Unlimited access', 'Premium content', 'Ad-free experience', 'Priority support']
const enterpriseFeatures = [
  'Everything in Premium',
  'API access',
  'Team collaboration',
  'Custom integrations',
]

export const seedPlans = [
  {
    id: 'free',
    tier: 'free',
    name: 'Free',
    priceCents: 0,
    interval: 'month',
    features: ['Basic AI news access', 'Limited daily articles', 'Community access'],
    providerPriceId: null,
  },
  { id: 'premium-month', tier: 'premium', name: 'Premium', priceCents: 999, interval: 'month', features: premiumFeatures, providerPriceId: 'price_premium' },
  { id: 'premium-year', tier: 'premium', name: 'Premium', priceCents: 9999, interval: 'year', features: premiumFeatures, providerPriceId: 'price_premium_yearly' },
  { id: 'enterprise-month', tier: 'enterprise', name: 'Enterprise', priceCents: 2999, interval: 'month', features: enterpriseFeatures, providerPriceId: 'price_enterprise', seats: 10 },
  { id: 'enterprise-year', tier: 'enterprise', name: 'Enterprise', priceCents: 29999, interval: 'year', features: enterpriseFeatures, providerPriceId: 'price_enterprise_yearly', seats: 10 },
] as const
