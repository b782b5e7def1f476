import type { ReactNode } from 'react'

/** A page a reader may not see (Access Denied, not a member): a title, why, and where to go instead. */
export function RefusalPage({ title, message, children }: { title: string; message: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-serif text-4xl font-bold">{title}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{message}</p>
      {children}
    </section>
  )
}
