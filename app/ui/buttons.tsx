import type { ReactNode } from 'react'
import { Link } from 'react-router'

const brand = 'rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700'

/** The looks of the site's pill-shaped buttons and button-like links. */
export const buttonClass = {
  /** The small brand-coloured action (Register in the header). */
  brand,
  /** The small brand-coloured action with an icon beside its text (a card's call to action). */
  brandWithIcon: `inline-flex items-center gap-2 ${brand}`,
  /** A plain text action beside a brand one (Log in). */
  quiet: 'rounded-full px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-900 dark:text-slate-200 dark:hover:text-white',
  /** The main action on a dark brand panel: white, in large type. */
  light: 'rounded-full bg-white px-6 py-3 font-semibold text-brand-800 shadow hover:bg-brand-50',
  /** The second action on a dark brand panel: outlined in white. */
  lightOutline: 'rounded-full border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10',
} as const

export type ButtonLook = keyof typeof buttonClass

/** A link that looks like a button. */
export function ButtonLink({ to, look, children }: { to: string; look: ButtonLook; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClass[look]}>
      {children}
    </Link>
  )
}
