import type { MessageKey } from '../i18n/en'

interface NavItem {
  to: string
  label: MessageKey
  end?: boolean
}

/** The main navigation (spec §2). */
export const mainNav: NavItem[] = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/news', label: 'nav.news' },
  { to: '/education', label: 'nav.education' },
  { to: '/tutorials', label: 'nav.tutorials' },
  { to: '/videos', label: 'nav.videos' },
  { to: '/podcasts', label: 'nav.podcasts' },
]
