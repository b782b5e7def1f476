import { onlyPost, positionAction } from '../playback/position-action.server'
import type { Route } from './+types/podcasts.$slug.position'

/** POST `seconds`: remembers where a signed-in member stopped in an episode; answers the saved seconds. */
export async function action({ params, request }: Route.ActionArgs) {
  return positionAction(request, { kind: 'podcast', slug: params.slug })
}

/** Only POST is answered here. */
export const loader = onlyPost
