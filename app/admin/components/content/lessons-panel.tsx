import { Form, Link } from 'react-router'
import { adminButton } from '../admin-ui'

type Lesson = { id: string; title: string; slug: string; position: number; durationMinutes: number }

const small = 'rounded-lg border border-slate-300 px-2 py-1 text-xs font-semibold hover:bg-slate-100 disabled:opacity-40 dark:border-slate-700 dark:hover:bg-slate-800'
const formId = (lessonId: string) => `lesson-${lessonId}`

/**
 * A course's lessons in order, with add, edit, move and delete. It sits inside the course
 * form, so its buttons belong to small forms of their own (LessonForms) through `form=`.
 */
export function LessonsPanel({ courseId, lessons }: { courseId: string; lessons: Lesson[] }) {
  const base = `/admin/content/courses/${courseId}/lessons`
  return (
    <section id="lessons" className="scroll-mt-24 rounded-2xl border border-slate-200 p-4 dark:border-slate-800" data-testid="lessons" aria-labelledby="lessons-title">
      <h2 id="lessons-title" className="mb-2 text-sm font-semibold">Lessons ({lessons.length})</h2>
      {lessons.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-400">This course has no lessons yet.</p> : (
        <ol className="divide-y divide-slate-200 dark:divide-slate-800">
          {lessons.map((lesson, i) => (
            <li key={lesson.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
              <span className="w-6 text-right font-semibold text-slate-500 tabular-nums">{lesson.position}.</span>
              <Link to={`${base}/${lesson.id}`} className="min-w-0 flex-1 font-medium text-brand-700 hover:underline dark:text-brand-300">{lesson.title}</Link>
              <span className="text-xs text-slate-500 dark:text-slate-400">{lesson.durationMinutes} min</span>
              <span className="flex gap-1">
                <button type="submit" form={formId(lesson.id)} name="intent" value="lesson-up" className={small} disabled={i === 0} aria-label={`Move ${lesson.title} up`}>↑</button>
                <button type="submit" form={formId(lesson.id)} name="intent" value="lesson-down" className={small} disabled={i === lessons.length - 1} aria-label={`Move ${lesson.title} down`}>↓</button>
                <button type="submit" form={formId(lesson.id)} name="intent" value="lesson-delete" className={`${small} text-red-700 dark:text-red-300`} aria-label={`Delete ${lesson.title}`}
                  onClick={(e) => { if (!window.confirm(`Delete the lesson “${lesson.title}”?`)) e.preventDefault() }}>Delete</button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <Link to={`${base}/new`} className={`${adminButton.secondary} mt-3`}>Add a lesson</Link>
    </section>
  )
}

/** The forms the lesson buttons submit (outside the course form: forms cannot nest). */
export function LessonForms({ lessons }: { lessons: { id: string }[] }) {
  return (
    <>
      {lessons.map((lesson) => (
        <Form key={lesson.id} id={formId(lesson.id)} method="post" hidden>
          <input type="hidden" name="lessonId" value={lesson.id} />
        </Form>
      ))}
    </>
  )
}
