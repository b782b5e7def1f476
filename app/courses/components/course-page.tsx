import { Byline } from '../../newsroom/components/byline'
import { useT } from '../../i18n/i18n'
import { CoverImage } from '../../ui/cover-image'
import type { CoursePageData } from '../course.server'
import { CourseProgressCard } from './course-progress-card'
import { CourseSyllabus } from './course-syllabus'
import { CategoryBadge, DurationLabel, LessonsLabel, LevelBadge, PremiumBadge, RatingLabel, useCategoryLabel } from './learning-meta'
import { RatingForm, type RatingResult } from './rating-form'
import { DetailArticle } from '../../ui/detail-page'


/** One course: overview, instructor, progress with Start/Resume/Completed, the syllabus and the rating widget. */
export function CoursePage({ course, authors, progress, isSignedIn, canReadPremium, result }: CoursePageData & { result?: RatingResult }) {
  const t = useT()
  const categoryLabel = useCategoryLabel()
  const isLocked = course.isPremium && !canReadPremium
  const level = course.level === 'beginner' || course.level === 'intermediate' || course.level === 'advanced' ? t(`education.level.${course.level}`) : course.level
  return (
    <DetailArticle back={{ to: '/education', label: t('education.backToEducation') }}>
      <header className="mt-6 max-w-4xl">
        <div className="flex flex-wrap items-center gap-2">
          <LevelBadge level={course.level} />
          <CategoryBadge category={course.category} />
          {course.isPremium ? <PremiumBadge /> : null}
        </div>
        <h1 className="mt-4 font-serif text-4xl leading-tight font-bold tracking-tight sm:text-5xl">{course.title}</h1>
        <ul
          aria-label={t('course.facts')}
          className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 border-y border-slate-200 py-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300"
          data-testid="course-facts"
        >
          <li className="font-semibold text-slate-900 dark:text-white">{t('education.instructor', { name: course.instructor })}</li>
          <li><DurationLabel minutes={course.durationMinutes} /></li>
          <li><LessonsLabel count={course.lessons.length} /></li>
          <li><RatingLabel rating={course.rating} count={course.ratingCount} /></li>
        </ul>
      </header>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <div className="space-y-6 lg:col-start-2 lg:row-start-1">
          {course.thumbnail ? (
            <CoverImage src={course.thumbnail} focus={course.coverFocus} alt={course.coverAlt} className="hidden aspect-[40/21] w-full rounded-2xl object-cover lg:block" />
          ) : null}
          <CourseProgressCard
            courseSlug={course.slug}
            courseTitle={course.title}
            isPremiumCourse={course.isPremium}
            firstLessonSlug={course.lessons[0]?.slug ?? null}
            progress={progress}
            isSignedIn={isSignedIn}
            isLocked={isLocked}
          />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <section aria-labelledby="course-about">
            <h2 id="course-about" className="font-serif text-2xl font-bold">{t('course.about')}</h2>
            <p className="mt-3 text-lg leading-8 text-slate-700 dark:text-slate-300">{course.description}</p>
          </section>
          <section aria-labelledby="course-instructor" className="mt-8 flex items-center gap-4 rounded-2xl bg-slate-50 p-5 dark:bg-slate-900/60">
            <span aria-hidden="true" className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-600 font-serif text-lg font-bold text-white">
              {course.instructor.split(' ').map((part) => part[0]).slice(0, 2).join('')}
            </span>
            <div>
              <h2 id="course-instructor" className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">{t('course.instructorTitle')}</h2>
              <p className="mt-0.5 font-semibold text-slate-900 dark:text-white"><Byline authors={authors} fallback={course.instructor} /></p>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {t('course.instructorText', { name: course.instructor, level: level.toLowerCase(), category: categoryLabel(course.category) })}
              </p>
            </div>
          </section>
          <CourseSyllabus courseSlug={course.slug} lessons={course.lessons} completedLessonIds={progress.completedLessonIds} isLocked={isLocked} />
        </div>
        {isSignedIn ? (
          <div className="lg:col-start-2 lg:row-start-2 lg:self-start">
            {progress.hasStarted ? (
              <RatingForm memberRating={progress.memberRating} result={result} />
            ) : (
              <p className="rounded-2xl border border-dashed border-slate-300 p-5 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
                {t('course.rateStart')}
              </p>
            )}
          </div>
        ) : null}
      </div>
    </DetailArticle>
  )
}
