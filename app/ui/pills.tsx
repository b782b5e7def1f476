import type { ReactNode } from 'react'
import type { Level } from '../db/schema/columns'
import { LockIcon } from './icons'

/**
 * The small rounded labels of course and tutorial cards and pages: how hard it is, its
 * category, premium. Each feature words them; the look is one.
 */

// Whole class names, so the stylesheet build finds them.
const pill = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold'

const levelTones: Record<Level, string> = {
  beginner: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-300',
  intermediate: 'bg-sky-100 text-sky-900 dark:bg-sky-400/15 dark:text-sky-300',
  advanced: 'bg-rose-100 text-rose-900 dark:bg-rose-400/15 dark:text-rose-300',
}

const isLevel = (value: string): value is Level => value in levelTones

/** A course's level or a tutorial's difficulty in its colour; nothing for a value that is not a level. */
export function LevelPill({ level, labelOf }: { level: string; labelOf: (level: Level) => string }) {
  if (!isLevel(level)) return null
  return <span className={`${pill} ${levelTones[level]}`}>{labelOf(level)}</span>
}

export function CategoryPill({ children }: { children: ReactNode }) {
  return <span className={`${pill} bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300`}>{children}</span>
}

export function PremiumPill({ label }: { label: string }) {
  return (
    <span className={`${pill} bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-300`} data-testid="premium-badge">
      <LockIcon width={12} height={12} />
      {label}
    </span>
  )
}
