import type { UploadKind } from '../admin/content/file-types'
import { checkBodySize, MAX_BODY } from '../admin/content/form-data.server'
import { listRecentUploads, saveUpload } from '../admin/content/uploads.server'
import { requireAdmin } from '../accounts/session.server'
import { getDb } from '../db/client.server'
import { AppError, appErrorOf } from '../lib/app-error'
import type { Route } from './+types/admin.content.uploads'
import { readForm } from '../lib/read-form.server'

const noStore = { 'Cache-Control': 'private, no-store' }

/** The latest uploads, newest first (JSON). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  return Response.json({ uploads: await listRecentUploads(getDb()) }, { headers: noStore })
}

const kinds: Record<string, UploadKind[]> = { image: ['image'], video: ['video'], audio: ['audio'] }

/** Uploads one file (field "file"; "kind" image, video or audio, default image) and answers its address as JSON. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request)
  try {
    checkBodySize(request)
    const form = await readForm(request, { maxBytes: MAX_BODY })
    const file = form.get('file')
    if (!(file instanceof File) || file.size === 0) throw new AppError('invalid_input', 400, 'Choose a file to upload.')
    const allowed = kinds[String(form.get('kind') ?? 'image')] ?? kinds.image!
    const saved = await saveUpload(getDb(), { file, allowed, actorId: admin.id })
    return Response.json(saved, { status: 201, headers: noStore })
  } catch (error) {
    const refusal = appErrorOf(error)
    return Response.json({ error: refusal.message }, { status: refusal.status, headers: noStore })
  }
}
