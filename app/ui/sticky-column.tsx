import type { ReactNode } from 'react'

/**
 * The side column of a two-column page: from the lg width up it stays in view below the site
 * header while the main column scrolls. `isLastOnWide` puts it after the main column on wide
 * screens while it comes first on narrow ones (a page's actions above its details on a phone).
 */
export function StickyColumn({ isLastOnWide = false, children }: { isLastOnWide?: boolean; children: ReactNode }) {
  return <div className={isLastOnWide ? 'lg:sticky lg:top-24 lg:order-last lg:self-start' : 'lg:sticky lg:top-24 lg:self-start'}>{children}</div>
}
