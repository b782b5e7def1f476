/** Demo accounts created with the demo content; the README lists them. */
export const demoAccounts = [
  { email: 'admin@lumen.example', password: 'LumenAdmin!2026', name: 'Ada Admin', role: 'admin', tier: 'enterprise' },
  { email: 'premium@lumen.example', password: 'LumenPremium!2026', name: 'Priya Premium', role: 'user', tier: 'premium' },
  { email: 'free@lumen.example', password: 'LumenFree!2026', name: 'Felix Free', role: 'user', tier: 'free' },
  /** The newsroom's staff (app/db/seed/seed-newsroom.server.ts): each role's console. */
  { email: 'editor@lumen.example', password: 'LumenEditor!2026', name: 'Elena Okafor', role: 'editor', tier: 'premium' },
  { email: 'author@lumen.example', password: 'LumenAuthor!2026', name: 'Tomás Reyes', role: 'author', tier: 'premium' },
  { email: 'contributor@lumen.example', password: 'LumenContributor!2026', name: 'Noor Haddad', role: 'contributor', tier: 'free' },
  { email: 'agent@lumen.example', password: 'LumenSupport!2026', name: 'Jonas Berg', role: 'support', tier: 'free' },
  /** Brightwave Analytics' contact: its advertiser portal account (app/db/seed/seed-ads.server.ts). */
  { email: 'ads@brightwave.example', password: 'LumenAdvertiser!2026', name: 'Bea Marsh', role: 'user', tier: 'free' },
] as const
