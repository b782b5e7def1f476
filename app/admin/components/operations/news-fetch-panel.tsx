import { useFetcher } from 'react-router'
import { newsCategories, newsFetchTexts, type NewsFetchResult } from '../../operations/news-fetch'
import { AdminPanel, adminButton } from '../admin-ui'

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

function Result({ result }: { result: NewsFetchResult }) {
  if (result.status === 'not_configured') {
    return (
      <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100" role="status">
        <p className="font-semibold">{newsFetchTexts.notConfiguredTitle}</p>
        <p className="mt-1">{newsFetchTexts.notConfiguredInfo}</p>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
          <li>Get an API key from the news API provider, NewsAPI (newsapi.org).</li>
          <li>
            Add it to the server&apos;s environment variables as <code className="font-mono">NEWSAPI_KEY</code> (see{' '}
            <code className="font-mono">.env.example</code>) and restart the server.
          </li>
        </ol>
      </div>
    )
  }
  if (!result.success) {
    return (
      <div className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-400/40 dark:bg-red-400/10 dark:text-red-100" role="alert">
        <p className="font-semibold">{result.error || newsFetchTexts.failed}</p>
        {result.message ? <p className="mt-1 text-sm">{result.message}</p> : null}
      </div>
    )
  }
  return (
    <div className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 dark:border-emerald-400/40 dark:bg-emerald-400/10 dark:text-emerald-100" role="status" data-testid="news-fetch-result">
      <p className="font-semibold">
        Fetched <span data-testid="news-fetched">{result.fetched}</span> articles, inserted{' '}
        <span data-testid="news-inserted">{result.inserted}</span> new.
      </p>
      <p className="mt-1 text-sm">
        {result.inserted > 0
          ? 'New articles wait in Review until an editor publishes them; articles already imported are skipped.'
          : 'Nothing new: every article found had already been imported.'}
      </p>
      {result.articles.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
          {result.articles.slice(0, 5).map((article) => (
            <li key={article.id}>
              {article.title}
              {article.sourceName ? <span className="opacity-80"> — {article.sourceName}</span> : null}
            </li>
          ))}
          {result.articles.length > 5 ? <li className="list-none opacity-80">and {result.articles.length - 5} more</li> : null}
        </ul>
      ) : null}
    </div>
  )
}

/**
 * The news-fetch tool: one button per category, all disabled while a fetch runs. The server
 * calls the news API with its own key; without JavaScript the form posts to the overview.
 */
export function NewsFetchPanel({ isConfigured, fallback }: { isConfigured: boolean; fallback?: NewsFetchResult }) {
  const fetcher = useFetcher<NewsFetchResult>({ key: 'news-fetch' })
  const isLoading = fetcher.state !== 'idle'
  const result = fetcher.data ?? fallback
  return (
    <AdminPanel title="Fetch news" testId="news-fetch">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Imports the latest AI and marketing news in English (20 per fetch) from NewsAPI for the chosen category.{' '}
        {isConfigured ? null : <span className="font-medium text-amber-700 dark:text-amber-300">No NewsAPI key is configured.</span>}
      </p>
      <fetcher.Form method="post" action="/admin?index" className="mt-4 flex flex-wrap gap-2" aria-busy={isLoading}>
        <input type="hidden" name="intent" value="news-fetch" />
        {newsCategories.map((category) => (
          <button key={category} type="submit" name="category" value={category} disabled={isLoading} className={adminButton.secondary}>
            {capitalize(category)}
          </button>
        ))}
      </fetcher.Form>
      <div className="mt-4 empty:hidden" aria-live="polite">
        {isLoading ? <p className="text-sm text-slate-600 dark:text-slate-400">Loading...</p> : result ? <Result result={result} /> : null}
      </div>
    </AdminPanel>
  )
}
