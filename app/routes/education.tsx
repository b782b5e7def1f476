import { appErrorResponse, messageBody } from '../lib/error-responses.server'
import { getUser } from '../accounts/session.server'
import { hasFeature } from '../billing/entitlements'
import { EducationFilters } from '../courses/components/education-filters'
import { CourseResults, PathResults } from '../courses/components/education-results'
import { EducationTabs } from '../courses/components/education-tabs'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import { ListErrorView } from '../ui/list-error-view'
import { ListPage } from '../ui/list-page'
import { countCourses, listCourses, type CourseCard } from '../courses/catalog.server'
import { educationCategoryBySlug } from '../courses/course-choices'
import { withCourseProgress } from '../courses/path-progress.server'
import { countPaths, listPaths, type PathWithProgress } from '../courses/paths.server'
import { listFiltersFor, parseEducationQuery } from '../courses/education-input.server'
import type { Route } from './+types/education'
import { categoryListMeta } from '../lib/category-list-meta'

/** Courses and learning paths: search, level and category filters and the two tabs, all in the address. Unknown filters are a 400. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request)
  const db = getDb()
  try {
    const query = parseEducationQuery(new URL(request.url).searchParams)
    const filters = listFiltersFor(query)
    const isCourses = query.tab === 'courses'
    const [courses, paths, courseCount, pathCount] = await Promise.all([
      isCourses ? listCourses(db, filters) : ([] as CourseCard[]),
      isCourses ? ([] as PathWithProgress[]) : listPaths(db, filters).then((list) => withCourseProgress(db, user?.id ?? null, list)),
      countCourses(db, filters),
      countPaths(db, filters),
    ])
    return {
      filters: { search: query.search, level: query.level, category: query.category, tab: query.tab },
      courses,
      paths,
      counts: { courses: courseCount, paths: pathCount },
      canReadPremium: hasFeature(user, 'premium_articles'),
      isSignedIn: user !== null,
    }
  } catch (error) {
    throw appErrorResponse(error, messageBody)
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  categoryListMeta(matches, {
    path: '/education',
    slug: loaderData?.filters.category,
    nameBySlug: educationCategoryBySlug,
    titles: { all: 'title.education', category: 'title.educationCategory' },
    describe: (siteName, category) =>
      category
        ? `${category} courses and learning paths from ${siteName}, from beginner to advanced.`
        : `Courses and learning paths in machine learning, deep learning, NLP, computer vision, robotics, AI ethics and data science on ${siteName}.`,
    noIndex: Boolean(!loaderData || loaderData.filters.search || loaderData.filters.level || loaderData.filters.tab !== 'courses'),
  })

export default function Education({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const { filters, counts } = loaderData
  return (
    <ListPage
      title={t('education.title')}
      summary={filters.search ? t('education.resultsFor', { query: filters.search }) : t('education.intro')}
      summaryTestId="education-summary"
    >
      <EducationFilters key={JSON.stringify(filters)} {...filters} />
      <EducationTabs current={filters} counts={counts} />
      {filters.tab === 'paths' ? (
        <PathResults paths={loaderData.paths} filters={filters} isSignedIn={loaderData.isSignedIn} />
      ) : (
        <CourseResults courses={loaderData.courses} filters={filters} canReadPremium={loaderData.canReadPremium} />
      )}
    </ListPage>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT()
  return <ListErrorView error={error} title={t('education.title')} fallback={t('education.loadFailed')} back={{ to: '/education', label: t('education.backToEducation') }} />
}
