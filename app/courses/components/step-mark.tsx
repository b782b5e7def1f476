import { CheckCircleIcon } from './learning-icons'

// Whole class names, so the stylesheet build finds them.
const looks = {
  /** A lesson in the course page's syllabus. */
  syllabus: {
    icon: 26,
    number:
      'grid size-[26px] shrink-0 place-items-center rounded-full border-2 border-slate-300 text-xs font-bold text-slate-700 dark:border-slate-600 dark:text-slate-200',
  },
  /** A lesson in the outline beside a lesson. */
  outline: {
    icon: 20,
    number: 'grid size-5 shrink-0 place-items-center rounded-full border border-slate-400 text-[0.7rem] font-bold dark:border-slate-500',
  },
  /** A course on a learning path's card. */
  pathCard: {
    icon: 22,
    number: 'grid size-[22px] shrink-0 place-items-center rounded-full bg-slate-100 text-xs font-bold text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  },
  /** A course on the learning path's page. */
  pathPage: {
    icon: 36,
    number: 'grid size-9 shrink-0 place-items-center rounded-full bg-brand-600 font-bold text-white',
  },
} as const

/** A step of a course or path: a check once it is done, otherwise its number. */
export function StepMark({ isDone, number, look }: { isDone: boolean; number: number; look: keyof typeof looks }) {
  const { icon, number: numberClass } = looks[look]
  return isDone ? (
    <CheckCircleIcon width={icon} height={icon} className="shrink-0 text-emerald-600 dark:text-emerald-400" />
  ) : (
    <span aria-hidden="true" className={numberClass}>
      {number}
    </span>
  )
}
