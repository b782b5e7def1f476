import { onlyPost, positionAction } from '../playback/position-action.server'
import type { Route } from './+types/videos.$slug.position'

/** POST: remembers where the signed-in member is in a video they may watch; answers 204. */
export async function action({ params, request }: Route.ActionArgs) {
  return positionAction(request, { kind: 'video', slug: params.slug })
}

/** Only POST is meaningful here. */
export const loader = onlyPost
