import type { ReactNode } from 'react'
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

/** One tab's cards under a heading for screen readers (the tab names what is shown). */
function ResultGrid({ id, title, testId, columns, children }: { id: string; title: string; testId: string; columns: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="sr-only">{title}</h2>
      <div className={`grid gap-6 ${columns}`} data-testid={testId}>
        {children}
      </div>
    </section>
  )
}

/** The Courses tab: course cards newest first, or 'No courses found'. */
export function CourseResults({ courses, filters, canReadPremium }: { courses: CourseCardData[]; filters: EducationFilterValues; canReadPremium: boolean }) {
  const t = useT()
  if (courses.length === 0) return <Empty text={t('education.noCourses')} filters={filters} />
  return (
    <ResultGrid id="education-courses" title={t('education.tabCourses')} testId="course-grid" columns="sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((course) => <CourseCard key={course.id} course={course} canReadPremium={canReadPremium} />)}
    </ResultGrid>
  )
}

/** The Learning Paths tab: path cards with their courses in order, or 'No learning paths found'. */
export function PathResults({ paths, filters, isSignedIn }: { paths: PathWithProgress[]; filters: EducationFilterValues; isSignedIn: boolean }) {
  const t = useT()
  if (paths.length === 0) return <Empty text={t('education.noPaths')} filters={filters} />
  return (
    <ResultGrid id="education-paths" title={t('education.tabPaths')} testId="path-grid" columns="md:grid-cols-2">
      {paths.map((path) => <PathCard key={path.id} path={path} isSignedIn={isSignedIn} />)}
    </ResultGrid>
  )
}
