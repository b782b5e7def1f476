import { requireUser } from '../accounts/session.server'
import { getDb } from '../db/client.server'
import { readerAnswer as text } from '../i18n/reader-message.server'
import { appErrorResponse, messageBody } from '../lib/error-responses.server'
import { analyticsCsv, analyticsCsvColumns, learningAnalytics } from '../workspaces/analytics.server'
import type { Route } from './+types/workspace.analytics.csv'

/** The member table of team analytics as CSV, headed in the reader's language: Admins of the workspace only. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const now = new Date()
  let analytics
  try {
    analytics = await learningAnalytics(getDb(), { actorId: user.id, now })
  } catch (error) {
    throw appErrorResponse(error, messageBody)
  }
  const labels = Object.fromEntries(analyticsCsvColumns.map((column) => [column, text(`workspaceLearning.csv.${column}`)])) as Record<(typeof analyticsCsvColumns)[number], string>
  const csv = analyticsCsv(analytics, { labels, yes: text('workspaceLearning.csv.yes'), no: text('workspaceLearning.csv.no'), roles: { admin: text('workspaceLearning.role.admin'), user: text('workspaceLearning.role.user') } })
  // A byte-order mark, so spreadsheets read the names as UTF-8.
  return new Response(`\uFEFF${csv}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${text('workspaceLearning.csv.fileName')}-${now.toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
