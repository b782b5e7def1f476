import { Link } from 'react-router'
import { useT } from '../../i18n/i18n'
import type { CourseCard as CourseCardData } from '../catalog.server'
import type { PathWithProgress } from '../paths.server'
import { CourseCard } from './course-card'
import { educationHref, type EducationFilterValues } from './education-filters'
import { PathCard } from './path-card'

function Empty({ text, filters }: { text: string; filters: EducationFilterValues }) {
  const t = useT()
  const hasFilters = Boolean(filters.search || filters.level || filters.category)
  return (
    <div className="py-20 text-center" data-testid="education-empty">
      <p className="text-lg font-semibold text-slate-900 dark:text-white">{text}</p>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('education.emptyHint')}</p>
      {hasFilters ? (
        <Link
          to={educationHref({ tab: filters.tab })}
          className="mt-6 inline-flex rounded-full border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          {t('education.clearFilters')}
        </Link>
      ) : null}
    </div>
  )
}

/** The Courses tab: course cards newest first, or 'No courses found'. */
export function CourseResults({ courses, filters, canReadPremium }: { courses: CourseCardData[]; filters: EducationFilterValues; canReadPremium: boolean }) {
  const t = useT()
  if (courses.length === 0) return <Empty text={t('education.noCourses')} filters={filters} />
  return (
    <section aria-labelledby="education-courses" className="mt-8">
      <h2 id="education-courses" className="sr-only">{t('education.tabCourses')}</h2>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="course-grid">
        {courses.map((course) => <CourseCard key={course.id} course={course} canReadPremium={canReadPremium} />)}
      </div>
    </section>
  )
}

/** The Learning Paths tab: path cards with their courses in order, or 'No learning paths found'. */
export function PathResults({ paths, filters, isSignedIn }: { paths: PathWithProgress[]; filters: EducationFilterValues; isSignedIn: boolean }) {
  const t = useT()
  if (paths.length === 0) return <Empty text={t('education.noPaths')} filters={filters} />
  return (
    <section aria-labelledby="education-paths" className="mt-8">
      <h2 id="education-paths" className="sr-only">{t('education.tabPaths')}</h2>
      <div className="grid gap-6 md:grid-cols-2" data-testid="path-grid">
        {paths.map((path) => <PathCard key={path.id} path={path} isSignedIn={isSignedIn} />)}
      </div>
    </section>
  )
}
