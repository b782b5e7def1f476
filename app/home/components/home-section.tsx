import type { ReactNode } from 'react'

/** A band of the home page under its own heading (`id` names the heading for the section). */
export function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-7xl px-4 pt-16 sm:px-6" aria-labelledby={id}>
      <h2 id={id} className="font-serif text-3xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  )
}
