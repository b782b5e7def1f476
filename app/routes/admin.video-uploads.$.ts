import { requirePermission } from '../admin/access.server'
import { sourceUploads } from '../videos/uploads/source-uploads.server'

/**
 * Resumable uploads of video sources (the tus protocol, decision 59): POST creates one, HEAD
 * asks how much has arrived, PATCH sends the next part, DELETE cancels an unfinished one. For
 * staff who may write content.
 */
async function answer(request: Request) {
  await requirePermission(request, 'content.write')
  const response = await sourceUploads().handleWeb(request)
  response.headers.set('Cache-Control', 'private, no-store')
  return response
}

export const loader = ({ request }: { request: Request }) => answer(request)
export const action = ({ request }: { request: Request }) => answer(request)
