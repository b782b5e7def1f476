import { useT } from '../../i18n/i18n'
import { EmptyResults } from '../../ui/list-status'
import type { CourseCard as CourseCardData } from '../catalog.server'
import type { PathWithProgress } from '../paths.server'
import { CourseCard } from './course-card'
import { educationHref, type EducationFilterValues } from './education-filters'
import { PathCard } from './path-card'

function Empty({ text, filters }: { text: string; filters: EducationFilterValues }) {
  const t = useT()
  const hasFilters = Boolean(filters.search || filters.level || filters.category)
  const clear = hasFilters ? { href: educationHref({ tab: filters.tab }), label: t('education.clearFilters') } : undefined
  return <EmptyResults testId="education-empty" title={text} hint={t('education.emptyHint')} clear={clear} />
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
