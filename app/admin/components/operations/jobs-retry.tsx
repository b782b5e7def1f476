import { useFetcher } from 'react-router'
import type { JobFailure } from '../../../jobs/overview.server'
import { adminButton, adminTime } from '../admin-ui'

/** What the Jobs page's action answers to a Retry. */
export type RetryAnswer = { ok: true; message: string } | { ok: false; error: string }

// One fetcher for every Retry button, so its answer stays on the page after the row is gone.
const RETRY_FETCHER = 'job-retry'

/** The answer to the latest Retry: the fetcher's, or without JavaScript the page's action data. */
export function useRetryAnswer(actionData: RetryAnswer | undefined) {
  const retry = useFetcher<RetryAnswer>({ key: RETRY_FETCHER })
  // Without JavaScript the form posts to the page, whose answer is the action data.
  return retry.state === 'idle' && retry.data ? retry.data : actionData
}

/** Sends one failed job back to its queue. */
export function RetryButton({ failure }: { failure: JobFailure }) {
  const fetcher = useFetcher<RetryAnswer>({ key: RETRY_FETCHER })
  const isBusy = fetcher.state !== 'idle'
  const isThis = isBusy && fetcher.formData?.get('id') === failure.id
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="retry" />
      <input type="hidden" name="name" value={failure.name} />
      <input type="hidden" name="id" value={failure.id} />
      <button type="submit" className={`${adminButton.secondary} px-3 py-1 text-xs`} disabled={isBusy} aria-label={`Retry the ${failure.name} job that failed at ${adminTime(failure.failedAt)}`}>
        {isThis ? 'Retrying…' : 'Retry'}
      </button>
    </fetcher.Form>
  )
}

/** Whether the Retry worked, or why not. */
export function Answer({ answer }: { answer: RetryAnswer | undefined }) {
  if (!answer) return null
  return answer.ok ? (
    <p role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-800 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-200">{answer.message}</p>
  ) : (
    <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-200">{answer.error}</p>
  )
}
