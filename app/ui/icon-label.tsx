import type { ReactNode } from 'react'
import type { IconProps } from './icons'

/** A fact of a meta line (a duration, a count) after its small icon. */
export function IconLabel({ icon: Icon, testId, title, children }: { icon: (props: IconProps) => ReactNode; testId?: string; title?: string; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1" data-testid={testId} title={title}>
      <Icon width={14} height={14} />
      {children}
    </span>
  )
}
