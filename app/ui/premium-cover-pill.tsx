import type { ReactNode } from 'react'
import { LockIcon } from './icons'

/**
 * The amber pill a locked premium cover carries. It sits in the cover's lower end corner, below
 * the title the cover prints at its upper start, over a light shade of that corner only, so the
 * cover's title and the pill both stay legible.
 */
export function PremiumCoverPill({ children }: { children: ReactNode }) {
  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-0 flex justify-end bg-gradient-to-t from-slate-950/55 to-transparent p-3 pt-8" data-testid="premium-overlay">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-400 px-3 py-1 text-xs font-bold text-slate-950 shadow-sm">
        <LockIcon width={14} height={14} />
        {children}
      </span>
    </div>
  )
}
