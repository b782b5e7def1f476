/** The saved edition as the admin would receive it, in a sandboxed frame. */
export function Preview({ html, adminEmail }: { html: string; adminEmail: string }) {
  return (
    <section id="preview" className="mt-8 scroll-mt-24" aria-labelledby="preview-heading">
      <h2 id="preview-heading" className="text-xl font-semibold">Preview</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">The saved version, as {adminEmail} would receive it. Links do not open from the preview.</p>
      {/* No scripts and an origin of its own: the e-mail cannot reach the console. */}
      <iframe title="Edition preview" srcDoc={html} sandbox="" referrerPolicy="no-referrer" className="mt-4 h-[44rem] w-full rounded-2xl border border-slate-200 bg-slate-100 dark:border-slate-800" data-testid="edition-preview" />
    </section>
  )
}
