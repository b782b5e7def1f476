// What an article page shows after its body (reactions, the ad, comments, related articles) and
// the free-tier meter's notes, in one module: the page fetches it once it hydrates
// (app/routes/news.$slug.tsx, app/lib/deferred.tsx).
export { MeterCounter, MeterWall, PremiumPrompt } from './article-meter'
export { EngagementBar } from '../../likes/components/engagement-bar'
export { SaveOfflineButton } from '../../offline/components/save-offline-button'
export { AdSlot } from '../../ads/components/ad-slot'
export { CommentsSection } from '../../comments/components/comments-section'
export { ArticleCard } from './article-card'
