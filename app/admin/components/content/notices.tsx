const notices: Record<string, string> = {
  create: 'Created.',
  update: 'Saved.',
  publish: 'Published: readers can see it now.',
  schedule: 'Scheduled: readers will see it from its publish date.',
  unpublish: 'Unpublished: hidden from readers until it is published again.',
  deleted: 'Deleted.',
  'lesson-moved': 'Lesson order saved.',
  restored: 'The revision was restored as a new save.',
  submit: 'Saved and submitted for review. The editors were told.',
  'lesson-deleted': 'Lesson deleted.',
  reorder: 'Order saved.',
  quiz: 'Quiz saved.',
  'headline-start': 'Headline test saved: half of the readers see the second headline from now on.',
  'headline-stop': 'Headline test stopped: every reader sees the article’s own headline again.',
  'headline-apply': 'Headline kept and the test ended: every reader sees it now.',
}

/** The outcome of the last action (from ?notice=) or the reason it was refused. */
export function EditorMessage({ notice, error }: { notice?: string | null; error?: string | null }) {
  if (error) {
    return <p role="alert" className="mt-4 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-200">{error}</p>
  }
  const text = notice ? notices[notice] : undefined
  if (!text) return null
  return <p role="status" className="mt-4 rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-800 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-200">{text}</p>
}
