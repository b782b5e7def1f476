import type { DiffPart, FieldDiff } from '../../content/revision-diff'

function Parts({ parts }: { parts: DiffPart[] }) {
  return (
    <p className="text-sm whitespace-pre-wrap break-words">
      {parts.map((part, index) =>
        part.change === 'same' ? <span key={index}>{part.text}</span>
          : part.change === 'removed' ? <del key={index} className="bg-red-100 text-red-900 decoration-red-700 dark:bg-red-950 dark:text-red-200">{part.text}</del>
          : <ins key={index} className="bg-emerald-100 text-emerald-900 no-underline dark:bg-emerald-950 dark:text-emerald-200">{part.text}</ins>)}
    </p>
  )
}

/** Two versions side by side, field by field: removed words struck on the left, added words marked on the right. */
export function VersionDiff({ diff, left, right }: { diff: FieldDiff[]; left: string; right: string }) {
  if (diff.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="version-diff">The two versions are the same.</p>
  return (
    <div className="space-y-4" data-testid="version-diff">
      {diff.map((field) => (
        <section key={field.field} className="rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
          <h3 className="mb-2 text-sm font-semibold">{field.label}</h3>
          <div className="grid gap-4 md:grid-cols-2">
            <div><p className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{left}</p><Parts parts={field.before} /></div>
            <div><p className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{right}</p><Parts parts={field.after} /></div>
          </div>
        </section>
      ))}
    </div>
  )
}
