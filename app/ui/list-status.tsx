import { Link } from 'react-router'

/** How many results a list shows; announced politely when Load More adds some. */
export function ResultCount({ testId, text }: { testId: string; text: string }) {
  return (
    <p className="mt-6 text-sm text-slate-600 dark:text-slate-300" aria-live="polite" data-testid={testId}>
      {text}
    </p>
  )
}

/** A list with no results: what was not found, a hint, and a way to clear the filters when there are any. */
export function EmptyResults({
  testId,
  title,
  hint,
  clear,
}: {
  testId: string
  title: string
  hint: string
  clear?: { href: string; label: string }
}) {
  return (
    <div className="py-20 text-center" data-testid={testId}>
      <p className="text-lg font-semibold text-slate-900 dark:text-white">{title}</p>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{hint}</p>
      {clear ? (
        <Link
          to={clear.href}
          className="mt-6 inline-flex rounded-full border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          {clear.label}
        </Link>
      ) : null}
    </div>
  )
}
