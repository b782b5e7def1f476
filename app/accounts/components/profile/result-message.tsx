import { FormMessage } from '../../../ui/forms'

export interface ActionResult {
  errors: Record<string, string>
  values: Record<string, string>
  message: string | null
  ok: boolean
}

export function ResultMessage({ result }: { result?: ActionResult }) {
  if (!result?.message) return null
  return <FormMessage tone={result.ok ? 'success' : 'error'}>{result.message}</FormMessage>
}

export function Section({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-xl font-semibold">{title}</h2>
      {description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  )
}
