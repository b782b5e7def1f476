import { useRef } from 'react'
import { Link, useFetcher } from 'react-router'
import { useT } from '../../i18n/i18n'
import { CopyButton } from '../../ui/copy-button'
import { FormMessage } from '../../ui/forms'
import { podcastAppLinks } from '../feed-paths'

export interface PrivateFeed {
  seriesId: string
  seriesTitle: string
  url: string
}

const linkButton =
  'inline-flex items-center rounded-full border border-slate-300 px-3.5 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800'

/** One private feed address with its copy button and the links that open it in podcast apps. */
function FeedAddress({ feed, showTitle }: { feed: PrivateFeed; showTitle: boolean }) {
  const t = useT()
  const text = useRef<HTMLElement>(null)
  const apps = podcastAppLinks(feed.url)
  return (
    <li className="space-y-2" data-testid="private-feed">
      {showTitle ? <p className="font-semibold text-slate-900 dark:text-white">{feed.seriesTitle}</p> : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code ref={text} aria-label={t('podcasts.privateFeed.address')} className="block w-full min-w-0 flex-1 rounded-xl border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-xs break-all text-slate-800 select-all dark:border-slate-700 dark:bg-slate-950 dark:text-slate-200">
          {feed.url}
        </code>
        <CopyButton text={feed.url} selectRef={text} label={t('podcasts.privateFeed.copy')} copiedLabel={t('podcasts.privateFeed.copied')} className={`${linkButton} self-start sm:self-auto`} />
      </div>
      <div className="flex flex-wrap gap-2">
        <a href={apps.podcastScheme} className={linkButton}>{t('podcasts.privateFeed.openApple')}</a>
        <a href={apps.overcast} className={linkButton}>{t('podcasts.privateFeed.openOvercast')}</a>
      </div>
    </li>
  )
}

/**
 * "Listen in your podcast app": a member's private feed addresses (one series, or all of them
 * in the profile), and resetting them, which stops every old address at once.
 */
export function PrivateFeedPanel({ feeds, intro }: { feeds: PrivateFeed[]; intro: string }) {
  const t = useT()
  const reset = useFetcher<{ ok: boolean }>()
  const isResetting = reset.state !== 'idle'
  return (
    <section aria-labelledby="private-feed-heading" className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" data-testid="private-feeds">
      <h2 id="private-feed-heading" className="text-lg font-semibold">{t('podcasts.privateFeed.title')}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{intro}</p>
      <ul className="mt-4 space-y-5">
        {feeds.map((feed) => <FeedAddress key={feed.seriesId} feed={feed} showTitle={feeds.length > 1} />)}
      </ul>
      {reset.data?.ok && !isResetting ? <div className="mt-4"><FormMessage tone="success">{t('podcasts.privateFeed.resetDone')}</FormMessage></div> : null}
      <details className="mt-5">
        <summary className="cursor-pointer text-sm font-semibold text-red-700 dark:text-red-300">{t('podcasts.privateFeed.reset')}</summary>
        <reset.Form method="post" action="/podcast-feeds/reset" className="mt-3 max-w-md space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm dark:border-slate-700 dark:bg-slate-950">
          <p className="text-slate-700 dark:text-slate-300">{t('podcasts.privateFeed.resetConfirm')}</p>
          <button type="submit" disabled={isResetting} className="rounded-full bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700 disabled:opacity-60">
            {t('podcasts.privateFeed.resetButton')}
          </button>
        </reset.Form>
      </details>
    </section>
  )
}

/** What a reader without a private feed sees on a series with premium episodes. */
export function PrivateFeedOffer() {
  const t = useT()
  return (
    <p className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100" data-testid="private-feed-offer">
      {t('podcasts.privateFeed.offer')}{' '}
      <Link to="/subscription" className="font-semibold underline">{t('podcasts.privateFeed.offerLink')}</Link>
    </p>
  )
}
