import { requireUser } from '../accounts/session.server'
import { getDb } from '../db/client.server'
import { appErrorResponse, messageBody } from '../lib/error-responses.server'
import { learningAnalytics } from '../workspaces/analytics.server'
import { AnalyticsView } from '../workspaces/components/learning/analytics-view'
import type { Route } from './+types/workspace.analytics'
import { titleMeta } from '../seo/meta'

/** Team analytics: Admins of the workspace only (Users get 403, members of no workspace 404). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  try {
    return { analytics: await learningAnalytics(getDb(), { actorId: user.id }) }
  } catch (error) {
    throw appErrorResponse(error, messageBody)
  }
}

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'title.workspaceAnalytics')

export default function WorkspaceAnalytics({ loaderData }: Route.ComponentProps) {
  return <AnalyticsView analytics={loaderData.analytics} csvHref="/workspace/analytics/team.csv" />
}
