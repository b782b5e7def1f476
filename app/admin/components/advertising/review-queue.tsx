import { Form, Link } from 'react-router'
import { AdminPanel, adminButton, adminInput, adminTime } from '../admin-ui'

interface QueuedCreative {
  id: string
  headline: string
  body: string
  callToAction: string
  destinationUrl: string
  submittedAt: Date | string
  campaignId: string
  campaign: string
  advertiser: string
}

/** Creatives advertisers submitted in the portal, oldest first: approve one, or turn it down with a reason the advertiser sees. */
export function ReviewQueue({ creatives }: { creatives: QueuedCreative[] }) {
  return (
    <AdminPanel title={`Creative review (${creatives.length})`} testId="review-queue">
      {creatives.length > 0 ? (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {creatives.map((c) => (
            <li key={c.id} className="grid gap-3 py-4 first:pt-0 last:pb-0 lg:grid-cols-[minmax(0,1fr)_20rem]" data-testid="queued-creative">
              <div className="min-w-0">
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  <Link to={`/admin/advertising/${c.campaignId}`} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">{c.campaign}</Link> · {c.advertiser} · {adminTime(c.submittedAt)}
                </p>
                <p className="mt-1 font-semibold">{c.headline}</p>
                <p className="text-sm text-slate-700 dark:text-slate-300">{c.body}</p>
                <p className="mt-1 text-sm"><span className="font-semibold">{c.callToAction}</span> → <span className="break-all">{c.destinationUrl}</span></p>
              </div>
              <div className="space-y-2">
                <Form method="post">
                  <input type="hidden" name="intent" value="approve" />
                  <input type="hidden" name="creativeId" value={c.id} />
                  <button type="submit" className={adminButton.primary} aria-label={`Approve “${c.headline}”`}>Approve</button>
                </Form>
                <Form method="post" className="grid gap-2">
                  <input type="hidden" name="intent" value="reject" />
                  <input type="hidden" name="creativeId" value={c.id} />
                  <label className="sr-only" htmlFor={`note-${c.id}`}>Reason for turning down “{c.headline}”</label>
                  <input id={`note-${c.id}`} name="note" required maxLength={300} placeholder="Reason shown to the advertiser" className={adminInput} />
                  <button type="submit" className={`${adminButton.danger} justify-self-start`}>Turn down</button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">No creatives waiting for review.</p>
      )}
    </AdminPanel>
  )
}
