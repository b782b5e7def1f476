import { Form, Link, useNavigate } from 'react-router'
import { useT } from '../i18n/i18n'
import { ArrowLeftIcon, HomeIcon, SearchIcon } from './icons'
import { LinkList } from './link-list'

const popularLinks = [
  { to: '/news', label: 'nav.news' },
  { to: '/education', label: 'nav.education' },
  { to: '/videos', label: 'nav.videos' },
  { to: '/podcasts', label: 'nav.podcasts' },
] as const

/** The 404 page (spec §2): home, back, popular sections, a news search and a support link. */
export function NotFoundView({
  title,
  text,
  back,
}: {
  title?: string
  text?: string
  back?: { to: string; label: string }
}) {
  const t = useT()
  const navigate = useNavigate()
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:py-28">
      <p className="font-serif text-8xl font-bold text-brand-600 dark:text-brand-400" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 font-serif text-4xl font-bold tracking-tight">{title ?? t('notFound.title')}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{text ?? t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {back ? (
          <Link
            to={back.to}
            className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            <ArrowLeftIcon /> {back.label}
          </Link>
        ) : null}
        <Link
          to="/"
          className={`inline-flex items-center gap-2 rounded-full px-5 py-2.5 font-semibold ${back ? 'border border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800' : 'bg-brand-600 text-white hover:bg-brand-700'}`}
        >
          <HomeIcon /> {t('notFound.backHome')}
        </Link>
        <button
          type="button"
          onClick={() => navigate(-1)}
          className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          <ArrowLeftIcon /> {t('notFound.goBack')}
        </button>
      </div>
      <Form
        method="get"
        action="/news"
        className="mx-auto mt-10 max-w-md"
        onSubmit={(event) => {
          const input = event.currentTarget.elements.namedItem('search') as HTMLInputElement
          if (!input.value.trim()) event.preventDefault()
        }}
      >
        <label htmlFor="not-found-search" className="block text-sm font-medium">
          {t('notFound.searchLabel')}
        </label>
        <div className="mt-2 flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 focus-within:ring-2 focus-within:ring-brand-500 dark:border-slate-600 dark:bg-slate-900">
          <SearchIcon className="text-slate-400" />
          <input
            id="not-found-search"
            name="search"
            type="search"
            required
            pattern=".*\S.*"
            placeholder={t('notFound.searchPlaceholder')}
            className="min-w-0 flex-1 bg-transparent outline-none placeholder:text-slate-500 dark:placeholder:text-slate-400"
          />
        </div>
      </Form>
      <nav aria-label={t('notFound.popular')} className="mt-10">
        <h2 className="text-sm font-semibold text-slate-500 uppercase dark:text-slate-400">{t('notFound.popular')}</h2>
        <LinkList
          links={popularLinks}
          className="mt-3 flex flex-wrap justify-center gap-2"
          linkClassName="rounded-full bg-slate-100 px-4 py-2 text-sm font-medium hover:bg-slate-200 dark:bg-slate-800 dark:hover:bg-slate-700"
        />
      </nav>
      <p className="mt-10 text-sm">
        <Link to="/contact" className="font-semibold text-brand-600 hover:underline dark:text-brand-300">
          {t('notFound.support')}
        </Link>
      </p>
    </section>
  )
}
