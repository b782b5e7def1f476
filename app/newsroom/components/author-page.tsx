import { Link } from 'react-router'
import { useLanguage, useT } from '../../i18n/i18n'
import { formatDate } from '../../lib/dates'
import type { getAuthorPage } from '../authors.server'
import { authorFeedPath } from '../author-paths'

type AuthorPageData = NonNullable<Awaited<ReturnType<typeof getAuthorPage>>>

/** Up to two initials, for authors without a photo. */
const initials = (name: string) => name.split(/\s+/).filter(Boolean).map((part) => part[0]).slice(0, 2).join('').toUpperCase()

/** An author's page: who they are, where else to find them, and their published work newest first. */
export function AuthorPage({ profile, works }: AuthorPageData) {
  const t = useT()
  const language = useLanguage()
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <header className="flex flex-col gap-6 sm:flex-row sm:items-start" data-testid="author-profile">
        {profile.avatarUrl
          ? <img src={profile.avatarUrl} alt="" width={112} height={112} className="size-28 shrink-0 rounded-full object-cover" />
          : <span aria-hidden="true" className="flex size-28 shrink-0 items-center justify-center rounded-full bg-brand-100 font-serif text-3xl font-bold text-brand-800 dark:bg-brand-900 dark:text-brand-100">{initials(profile.name)}</span>}
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{t('authors.eyebrow')}</p>
          <h1 className="mt-1 font-serif text-4xl font-bold tracking-tight break-words">{profile.name}</h1>
          {profile.roleTitle ? <p className="mt-1 text-lg text-slate-700 dark:text-slate-300">{profile.roleTitle}</p> : null}
          {profile.bio ? <p className="mt-4 max-w-prose leading-7 text-slate-700 dark:text-slate-300">{profile.bio}</p> : null}
          <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold" aria-label={t('authors.elsewhere')}>
            {profile.links.map((link) => <li key={link.url}><a href={link.url} rel="me noopener" className="text-brand-700 hover:underline dark:text-brand-300">{link.label}</a></li>)}
            <li><a href={authorFeedPath(profile.slug)} className="text-brand-700 hover:underline dark:text-brand-300">{t('authors.feed')}</a></li>
          </ul>
        </div>
      </header>
      <section className="mt-12" aria-labelledby="author-work">
        <h2 id="author-work" className="font-serif text-2xl font-bold">{t('authors.work', { name: profile.name })}</h2>
        {works.length === 0 ? <p className="mt-4 text-slate-600 dark:text-slate-400">{t('authors.none')}</p> : (
          <ol className="mt-4 divide-y divide-slate-200 dark:divide-slate-800" data-testid="author-works">
            {works.map((work) => (
              <li key={work.path} className="py-5">
                <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
                  {t(`authors.kind.${work.type}`)} · <time dateTime={new Date(work.publishedAt).toISOString()}>{formatDate(work.publishedAt, language)}</time>
                </p>
                <h3 className="mt-1 font-serif text-xl font-bold"><Link to={work.path} className="hover:text-brand-700 dark:hover:text-brand-300">{work.title}</Link></h3>
                {work.summary ? <p className="mt-1 line-clamp-2 text-slate-700 dark:text-slate-300">{work.summary}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  )
}
