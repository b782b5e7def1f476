import type { editionEngagement } from '../../../newsletter/editions/link-tracking.server'
import { AdminPanel, FigureGrid } from '../admin-ui'

export type Engagement = NonNullable<Awaited<ReturnType<typeof editionEngagement>>>

/**
 * How a sent edition was read: unique clickers and the click rate over the copies delivered,
 * each link's unique clicks, and the readers it lost. Opens only where the editor switched
 * them on, labelled as inflated: mail clients that fetch images for privacy count as opens.
 */
export function EditionEngagement({ engagement }: { engagement: Engagement }) {
  const figures = [
    { label: 'Delivered', value: engagement.delivered.toLocaleString('en-US'), testId: 'engagement-delivered' },
    { label: 'Readers who clicked', value: engagement.uniqueClickers.toLocaleString('en-US'), testId: 'engagement-clickers' },
    { label: 'Click rate', value: engagement.clickRate === null ? '—' : `${engagement.clickRate}%`, testId: 'engagement-click-rate' },
    { label: 'Unsubscribed from this edition', value: engagement.unsubscribed.toLocaleString('en-US'), testId: 'engagement-unsubscribed' },
    ...(engagement.opens
      ? [{ label: 'Opens (inflated)', value: `${engagement.opens.count.toLocaleString('en-US')}${engagement.opens.rate === null ? '' : ` · ${engagement.opens.rate}%`}`, testId: 'engagement-opens' }]
      : []),
  ]
  return (
    <div className="mt-6">
      <AdminPanel title="Engagement" testId="engagement">
        <FigureGrid figures={figures} />
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
        <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">Each reader counts once per link, from their own copy; link checkers and prefetches are not counted.{' '}
          {engagement.opens
            ? 'Opens are inflated: Apple Mail Privacy Protection and some security scanners fetch every image of a message whether or not it is read, so judge an edition by its clicks.'
            : 'Opens were not counted for this edition.'}</p>
      </AdminPanel>
    </div>
  )
}
