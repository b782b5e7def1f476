import { Fragment } from 'react'
import { Link } from 'react-router'
import { useLanguage } from '../../i18n/i18n'
import { authorPath } from '../author-paths'

export type BylineAuthor = { name: string; slug: string }

/**
 * The people credited on an item, each linking to their page, joined the way the reader's
 * language joins a list ("A, B and C"). Without credits, the stored byline text.
 */
export function Byline({ authors, fallback, className }: { authors: readonly BylineAuthor[]; fallback: string; className?: string }) {
  const language = useLanguage()
  if (authors.length === 0) return <span className={className}>{fallback}</span>
  const bySlug = new Map(authors.map((author) => [author.name, author.slug]))
  const parts = new Intl.ListFormat(language, { type: 'conjunction' }).formatToParts(authors.map((author) => author.name))
  return (
    <span className={className} data-testid="byline">
      {parts.map((part, index) => part.type === 'element'
        ? <Link key={index} to={authorPath(bySlug.get(part.value)!)} rel="author" className="hover:underline">{part.value}</Link>
        : <Fragment key={index}>{part.value}</Fragment>)}
    </span>
  )
}
