import { NavLink, useLocation } from 'react-router'
import { useT } from '../i18n/i18n'
import type { LanguageCode } from '../i18n/languages'
import type { Theme } from '../lib/preferences'
import { MenuIcon } from '../ui/icons'
import { LanguageSelect } from './language-select'
import { Logo } from './logo'
import { mainNav } from './nav-items'
import { SearchButton } from './search-dialog'
import { ThemeToggle } from './theme-toggle'
import { GuestLinks } from './guest-links'
import { OfflineBadge } from '../offline/components/offline-badge'
import { deferred } from '../lib/deferred'
import type { RootData } from './root-data'
import { LinkList } from '../ui/link-list'

// A member's menus: most readers are visitors, whose first load leaves them out (app/lib/deferred.tsx).
const NotificationBell = deferred(() => import('./shell-deferred').then((module) => module.NotificationBell))
const UserMenu = deferred(() => import('./shell-deferred').then((module) => module.UserMenu))
const UserMenuItems = deferred(() => import('./shell-deferred').then((module) => module.UserMenuItems))

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium transition-colors ${
    isActive
      ? 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300'
      : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
  }`

export function SiteHeader({
  siteName,
  theme,
  language,
  user,
  notifications,
  now,
}: {
  siteName: string
  theme: Theme
  language: LanguageCode
  user: RootData['user']
  notifications: RootData['notifications']
  now: number
}) {
  const t = useT()
  const location = useLocation()
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur dark:border-slate-800 dark:bg-slate-950/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Logo siteName={siteName} />
        <nav aria-label={t('nav.main')} className="ms-4 hidden md:block">
          <LinkList links={mainNav} className="flex items-center gap-1" linkClassName={linkClass} isNavigation />
        </nav>
        <div className="ms-auto flex items-center gap-0.5 sm:gap-1">
          <OfflineBadge />
          <SearchButton />
          <div className="hidden items-center gap-1 sm:flex">
            <LanguageSelect language={language} />
            <ThemeToggle theme={theme} />
          </div>
          {user && notifications ? <NotificationBell notifications={notifications} now={now} /> : null}
          {user ? <UserMenu user={user} /> : <GuestLinks className="hidden sm:flex" />}
          <details key={location.pathname} className="relative md:hidden" data-testid="mobile-menu">
            <summary
              className="cursor-pointer list-none rounded-full p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden"
              aria-label={t('nav.openMenu')}
            >
              <MenuIcon />
            </summary>
            <nav
              aria-label={t('nav.main')}
              className="fixed inset-x-0 top-16 border-b border-slate-200 bg-white px-4 py-3 shadow-lg dark:border-slate-800 dark:bg-slate-950"
            >
              <LinkList links={mainNav} className="flex flex-col gap-1" linkClassName={(s) => `block ${linkClass(s)}`} isNavigation />
              <div className="mt-3 flex items-center gap-2 border-t border-slate-200 pt-3 sm:hidden dark:border-slate-800">
                <LanguageSelect language={language} />
                <ThemeToggle theme={theme} />
              </div>
              <ul className="mt-3 flex flex-col gap-1 border-t border-slate-200 pt-3 dark:border-slate-800">
                {user ? (
                  <UserMenuItems user={user} />
                ) : (
                  <>
                    <li><NavLink to="/login" className={(s) => `block ${linkClass(s)}`}>{t('nav.login')}</NavLink></li>
                    <li><NavLink to="/register" className={(s) => `block ${linkClass(s)}`}>{t('nav.register')}</NavLink></li>
                  </>
                )}
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  )
}
