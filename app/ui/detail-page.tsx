import { createElement, type ReactNode } from 'react'
import { BackLink } from './back-link'

/** A detail page (a course, a tutorial, an episode) in its centred column: the "← Back to …" link, then the page's parts. */
export function DetailArticle({
  back,
  width = 'max-w-6xl',
  children,
}: {
  back: { to: string; label: string }
  width?: 'max-w-4xl' | 'max-w-6xl'
  children: ReactNode[]
}) {
  // The parts become the article's own children beside the back link, not a list nested in it,
  // so React places them (and the ids `useId` gives inside them) as in an article written out by hand.
  return createElement(
    'article',
    { className: `mx-auto ${width} px-4 py-10 sm:px-6 sm:py-12` },
    <BackLink to={back.to}>{back.label}</BackLink>,
    ...children,
  )
}

/**
 * The section that closes a detail page with more items of its kind, under a rule. When `aside`
 * is passed (null included), the heading stands in a row with it.
 */
export function MoreSection({
  id,
  title,
  aside,
  listClassName,
  children,
}: {
  id: string
  title: string
  aside?: ReactNode
  listClassName: string
  children: ReactNode
}) {
  const heading = (
    <h2 id={id} className="font-serif text-2xl font-bold">
      {title}
    </h2>
  )
  return (
    <section aria-labelledby={id} className="mt-16 border-t border-slate-200 pt-10 dark:border-slate-800">
      {aside === undefined ? (
        heading
      ) : (
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          {heading}
          {aside}
        </div>
      )}
      <div className={listClassName}>{children}</div>
    </section>
  )
}
