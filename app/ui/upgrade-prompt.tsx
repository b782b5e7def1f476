import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { LockIcon } from './icons'

const boxClass = 'rounded-2xl border border-amber-300 bg-amber-50 p-8 text-center dark:border-amber-400/30 dark:bg-amber-400/10'

/**
 * The amber box a reader without access sees instead of premium content: a lock, a heading, a
 * line of text and the link to the plans, then `children`. `className` adds to the box's classes.
 */
export function UpgradePrompt({
  testId,
  title,
  text,
  link,
  className,
  textClassName = 'mt-2 text-slate-700 dark:text-slate-300',
  linkClassName = 'mt-6 inline-flex rounded-full bg-amber-400 px-6 py-3 font-semibold text-slate-950 hover:bg-amber-300',
  children,
}: {
  testId: string
  title: string
  text: string
  link: ReactNode
  className?: string
  textClassName?: string
  linkClassName?: string
  children?: ReactNode
}) {
  return (
    <div className={className ? `${className} ${boxClass}` : boxClass} data-testid={testId}>
      <LockIcon className="mx-auto text-amber-700 dark:text-amber-300" width={28} height={28} />
      <h2 className="mt-3 font-serif text-2xl font-bold">{title}</h2>
      <p className={textClassName}>{text}</p>
      <Link to="/subscription" className={linkClassName}>
        {link}
      </Link>
      {children}
    </div>
  )
}
