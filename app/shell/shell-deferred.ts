// The shell's parts that a page's first paint does not need, in one module: a page fetches them
// together once it hydrates (app/lib/deferred.tsx), and the server renders them as before.
export { SiteFooter } from './site-footer'
export { CookieBanner } from './cookie-banner'
export { NavigationProgress } from './navigation-progress'
export { OfflineSync } from '../offline/components/offline-sync'
export { NotificationBell } from '../notifications/components/notification-bell'
export { UserMenu, UserMenuItems } from './user-menu'
