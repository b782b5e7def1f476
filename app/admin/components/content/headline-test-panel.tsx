import { Form, useNavigation } from 'react-router'
import type { HeadlineReport } from '../../content/headline-tests.server'
import { AdminPanel, Badge, adminButton } from '../admin-ui'
import { TextInput, type FieldState } from './fields'

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`
const number = (n: number) => n.toLocaleString('en-US')

type Reply = { errors: Record<string, string>; values: Record<string, string>; message: string } | null

/**
 * The article editor's headline test (decision 53): the second headline and after how many views
 * each is judged; while it runs, each headline's views on the home page and the news list,
 * clicks from there and click-through, the better one once both reached the goal, and the
 * buttons that keep a headline or stop the test.
 */
export function HeadlineTestPanel({ articleTitle, report, reply }: { articleTitle: string; report: HeadlineReport | null; reply: Reply }) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formAction?.includes('headline') ? String(navigation.formData?.get('intent') ?? '') : null
  const isRunning = report?.isRunning ?? false
  const state: FieldState = reply
    ? { values: reply.values, errors: reply.errors }
    : { values: { altTitle: isRunning ? report!.altTitle : '', goalViews: String(report?.goalViews ?? 1000) }, errors: {} }
  const rows = report
    ? ([
        ['a', 'A · the article’s own', articleTitle, report.a],
        ['b', 'B · the second', report.altTitle, report.b],
      ] as const)
    : []
  const button = (intent: string, label: string, busyLabel: string, tone: keyof typeof adminButton) => (
    <button type="submit" name="intent" value={intent} className={adminButton[tone]} disabled={busy !== null}>
      {busy === intent ? busyLabel : label}
    </button>
  )
  return (
    <div id="headline-test" className="mt-6 scroll-mt-24">
      <AdminPanel title="Headline test" testId="headline-test">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Half of the readers see a second headline on the home page, the news list and the article, the same one all day. Views count where the lists show it; clicks count when a reader opens the article from a list.
        </p>
        {reply ? <p role="alert" className="mt-3 text-sm font-semibold text-red-700 dark:text-red-400">{reply.message}</p> : null}
        {report && (report.a.views > 0 || report.b.views > 0 || isRunning) ? (
          <table className="mt-4 w-full text-sm" data-testid="headline-results">
            <caption className="sr-only">Views, clicks and click-through of each headline</caption>
            <thead>
              <tr className="text-left"><th className="py-1 pe-3">Headline</th><th className="py-1 pe-3 text-right">Views</th><th className="py-1 pe-3 text-right">Clicks</th><th className="py-1 text-right">Click-through</th></tr>
            </thead>
            <tbody>
              {rows.map(([variant, label, title, figures]) => (
                <tr key={variant} className="border-t border-slate-200 dark:border-slate-800" data-testid={`headline-${variant}`}>
                  <td className="py-2 pe-3">
                    <span className="block text-xs text-slate-600 dark:text-slate-400">{label}</span>
                    <span className="font-semibold">{title}</span>
                    {report.winner === variant ? <span className="ms-2"><Badge tone="green">Better</Badge></span> : null}
                    {report.applied === variant ? <span className="ms-2"><Badge tone="blue">Kept</Badge></span> : null}
                  </td>
                  <td className="py-2 pe-3 text-right tabular-nums">{number(figures.views)}</td>
                  <td className="py-2 pe-3 text-right tabular-nums">{number(figures.clicks)}</td>
                  <td className="py-2 text-right tabular-nums">{percent(figures.rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {report && isRunning ? (
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300" data-testid="headline-verdict">
            {report.isDecided
              ? report.winner
                ? `Headline ${report.winner.toUpperCase()} did better after ${number(report.goalViews)} views each. Keep it to end the test.`
                : `Both headlines did the same after ${number(report.goalViews)} views each.`
              : `The better headline is reported once each has ${number(report.goalViews)} views.`}
          </p>
        ) : null}
        {report && !isRunning && report.endedAt ? (
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{report.applied ? `Ended: headline ${report.applied.toUpperCase()} was kept.` : 'Stopped without changing the headline.'}</p>
        ) : null}
        <Form method="post" action="?headline" className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]" noValidate>
          <TextInput state={state} name="altTitle" label="Second headline" maxLength={200} testId="alt-title" />
          <TextInput state={state} name="goalViews" label="Judge after views each" type="number" min={50} max={1000000} testId="goal-views" />
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            {button('headline-start', isRunning ? 'Save test' : 'Start test', 'Saving…', 'primary')}
          </div>
        </Form>
        {isRunning ? (
          <div className="mt-3 flex flex-wrap gap-2">
            {(['a', 'b'] as const).map((variant) => (
              <Form key={variant} method="post" action="?headline">
                <input type="hidden" name="variant" value={variant} />
                <button type="submit" name="intent" value="headline-apply" className={adminButton[report!.winner === variant ? 'primary' : 'secondary']} disabled={busy !== null}>
                  Keep headline {variant.toUpperCase()}
                </button>
              </Form>
            ))}
            <Form method="post" action="?headline">{button('headline-stop', 'Stop test', 'Stopping…', 'danger')}</Form>
          </div>
        ) : null}
      </AdminPanel>
    </div>
  )
}
