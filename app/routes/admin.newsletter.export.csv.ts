import { requirePermission } from '../admin/access.server'
import { getDb } from '../db/client.server'
import { subscriberCsv } from '../newsletter/admin/subscribers.server'
import type { Route } from './+types/admin.newsletter.export.csv'

/** Downloads every newsletter subscription as CSV, streamed in batches. */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'newsletter.send')
  const chunks = subscriberCsv(getDb())
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next()
      if (next.done) controller.close()
      else controller.enqueue(encoder.encode(next.value))
    },
    async cancel() {
      await chunks.return(undefined)
    },
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
