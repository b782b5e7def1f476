// The front page's parts that its first paint does not need, in one module: the page fetches it
// once it hydrates (app/routes/home.tsx, app/lib/deferred.tsx).
export { ContinueLearning } from './continue-learning'
export { AssignedStrip } from '../../workspaces/components/learning/assigned-strip'
export { AdSlot } from '../../ads/components/ad-slot'
export { PlatformGrid } from './platform-grid'
