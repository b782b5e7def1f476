import { Link } from 'react-router'
import { useT } from '../../i18n/i18n'
import { lessonPath } from '../course-choices'
import { ArrowLeftIcon, ArrowRightIcon } from './learning-icons'

type Neighbour = { slug: string; title: string } | null

const card = 'flex min-w-0 flex-1 flex-col gap-1 rounded-2xl border border-slate-200 p-4 hover:border-brand-500 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-900'

/** Previous and next lesson links. */
export function LessonPager({ courseSlug, previous, next }: { courseSlug: string; previous: Neighbour; next: Neighbour }) {
  const t = useT()
  if (!previous && !next) return null
  return (
    <nav aria-label={t('lesson.pager')} className="mt-10 flex flex-col gap-4 sm:flex-row" data-testid="lesson-pager">
      {previous ? (
        <Link to={lessonPath(courseSlug, previous.slug)} rel="prev" className={card}>
          <span className="inline-flex items-center gap-1 text-xs font-semibold text-slate-600 dark:text-slate-300">
            <ArrowLeftIcon width={14} height={14} /> {t('lesson.previous')}
          </span>
          <span className="font-semibold text-slate-900 dark:text-white">{previous.title}</span>
        </Link>
      ) : <span className="hidden flex-1 sm:block" />}
      {next ? (
        <Link to={lessonPath(courseSlug, next.slug)} rel="next" className={`${card} sm:items-end sm:text-end`}>
          <span className="inline-flex items-center gap-1 text-xs font-semibold text-slate-600 dark:text-slate-300">
            {t('lesson.next')} <ArrowRightIcon width={14} height={14} />
          </span>
          <span className="font-semibold text-slate-900 dark:text-white">{next.title}</span>
        </Link>
      ) : <span className="hidden flex-1 sm:block" />}
    </nav>
  )
}
