import type { editionEngagement } from '../../../newsletter/editions/link-tracking.server'
import { AdminPanel } from '../admin-ui'

export type Engagement = NonNullable<Awaited<ReturnType<typeof editionEngagement>>>

/**
 * How a sent edition was read: unique clickers and the click rate over the copies delivered,
 * each link's unique clicks, and the readers it lost. Opens are not counted: mail clients
 * that fetch images for privacy make them meaningless.
 */
export function EditionEngagement({ engagement }: { engagement: Engagement }) {
  const figures: [string, string, string][] = [
    ['Delivered', engagement.delivered.toLocaleString('en-US'), 'delivered'],
    ['Readers who clicked', engagement.uniqueClickers.toLocaleString('en-US'), 'clickers'],
    ['Click rate', engagement.clickRate === null ? '—' : `${engagement.clickRate}%`, 'click-rate'],
    ['Unsubscribed from this edition', engagement.unsubscribed.toLocaleString('en-US'), 'unsubscribed'],
  ]
  return (
    <div className="mt-6">
      <AdminPanel title="Engagement" testId="engagement">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {figures.map(([label, value, id]) => (
            <div key={id} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
              <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="mt-1 text-2xl font-bold tabular-nums" data-testid={`engagement-${id}`}>{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-5 font-semibold">Top links</h3>
        {engagement.topLinks.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">No link of this edition has been clicked yet.</p>
        ) : (
          <table className="mt-2 w-full text-sm" data-testid="top-links">
            <thead>
              <tr className="text-left text-slate-600 dark:text-slate-400"><th className="py-1.5">Link</th><th className="py-1.5 text-right">Readers</th></tr>
            </thead>
            <tbody>
              {engagement.topLinks.map((link) => (
                <tr key={link.url} className="border-t border-slate-200 dark:border-slate-800">
                  <td className="max-w-0 truncate py-1.5 pe-3"><a href={link.url} className="text-brand-700 hover:underline dark:text-brand-300" rel="noreferrer">{link.url}</a></td>
                  <td className="py-1.5 text-right tabular-nums">{link.clicks.toLocaleString('en-US')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">Each reader counts once per link, from their own copy; link checkers and prefetches are not counted. Opens are not tracked.</p>
      </AdminPanel>
    </div>
  )
}
