import type { ReactNode } from 'react'
import { useLanguage, useT } from '../../i18n/i18n'
import { isRightToLeft } from '../../i18n/languages'

interface PageSection {
  id: string
  heading: string
  html: string
}

interface StaticPageContent {
  title: string
  intro: string
  sections: PageSection[]
  lastUpdated?: string
  effectiveDate?: string
}

/** Legal and information pages: title, dates, contents list and sections of our own HTML. */
export function StaticPage({ page, children }: { page: StaticPageContent; children?: ReactNode }) {
  const t = useT()
  const language = useLanguage()
  // The pages' text is English (decision 22): the page says so in the reader's language.
  return (
    <article lang="en" dir="ltr" className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      {language === 'en' ? null : (
        <p lang={language} dir={isRightToLeft(language) ? 'rtl' : 'ltr'} className="mb-6 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-950 dark:bg-sky-400/10 dark:text-sky-100" data-testid="english-only">
          {t('page.englishOnly')}
        </p>
      )}
      <h1 className="font-serif text-4xl font-bold tracking-tight sm:text-5xl">{page.title}</h1>
      {page.lastUpdated || page.effectiveDate ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {page.lastUpdated ? <>{t('page.lastUpdated', { date: page.lastUpdated })}</> : null}
          {page.lastUpdated && page.effectiveDate ? ' · ' : null}
          {page.effectiveDate ? <>{t('page.effectiveDate', { date: page.effectiveDate })}</> : null}
        </p>
      ) : null}
      <p className="mt-6 text-lg leading-8 text-slate-700 dark:text-slate-300">{page.intro}</p>
      {page.sections.length > 3 ? (
        <nav aria-label={t('page.contents')} className="mt-8 rounded-2xl bg-slate-50 p-5 dark:bg-slate-900">
          <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{t('page.contents')}</h2>
          <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
            {page.sections.map((s) => (
              <li key={s.id}><a href={`#${s.id}`} className="text-brand-700 hover:underline dark:text-brand-300">{s.heading}</a></li>
            ))}
          </ol>
        </nav>
      ) : null}
      {children}
      {page.sections.map((s) => (
        <section key={s.id} id={s.id} className="mt-12 scroll-mt-24" aria-labelledby={`${s.id}-heading`}>
          <h2 id={`${s.id}-heading`} className="font-serif text-2xl font-bold">{s.heading}</h2>
          <div className="prose-article prose-static mt-4" dangerouslySetInnerHTML={{ __html: s.html }} />
        </section>
      ))}
    </article>
  )
}
