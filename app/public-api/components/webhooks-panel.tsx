import { useEffect, useRef } from 'react'
import { useRevalidator } from 'react-router'
import { AddEndpointForm } from './webhooks-endpoint-form'
import { EndpointList } from './webhooks-endpoint-list'
import { NewSecret } from './webhooks-new-secret'
import { ResultMessage } from './webhooks-result'
import type { WebhookEndpointView, WebhookFormResult } from './webhooks-views'

/**
 * Workspace → API, webhooks: add an endpoint (its signing secret shown once, with a copy
 * button), the endpoints with their state, a test event, switching off and on, deleting, and
 * each endpoint's delivery log with Redeliver.
 */
export function WebhooksPanel({ endpoints, events, result }: { endpoints: WebhookEndpointView[]; events: readonly string[]; result?: WebhookFormResult }) {
  useRefreshWhileSending(endpoints)
  // A change to one endpoint is answered beside it; the rest above the forms.
  const endpointResult = result?.ok && result.endpointId && endpoints.some((endpoint) => endpoint.id === result.endpointId) ? result : undefined
  return (
    <div id="webhooks" className="scroll-mt-24 space-y-6" data-testid="webhooks">
      {result && result !== endpointResult ? <ResultMessage result={result} /> : null}
      {result?.created ? <NewSecret key={result.created.id} created={result.created} /> : null}
      <AddEndpointForm events={events} result={result?.intent === 'webhook-create' ? result : undefined} />
      <EndpointList endpoints={endpoints} result={endpointResult} />
    </div>
  )
}

/** While a delivery just queued (a test, a redelivery, a publication) waits for its first attempt, the page reads the log again every few seconds, for a minute at most. */
function useRefreshWhileSending(endpoints: WebhookEndpointView[]) {
  const revalidator = useRevalidator()
  const rounds = useRef(0)
  const isWaiting = endpoints.some((endpoint) => endpoint.deliveries.some((delivery) => delivery.status === 'pending' && delivery.attempts === 0))
  useEffect(() => {
    if (!isWaiting) {
      rounds.current = 0
      return
    }
    if (rounds.current >= 30 || revalidator.state !== 'idle') return
    const timer = setTimeout(() => {
      rounds.current += 1
      void revalidator.revalidate()
    }, 2000)
    return () => clearTimeout(timer)
  }, [isWaiting, revalidator, endpoints])
}
