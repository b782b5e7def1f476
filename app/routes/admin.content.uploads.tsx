import { z } from 'zod'
import { checkBodySize, MAX_BODY } from '../admin/content/form-data.server'
import { listRecentUploads } from '../admin/content/uploads.server'
import { saveUpload } from '../media-files/save-upload.server'
import { requirePermission } from '../admin/access.server'
import { getDb } from '../db/client.server'
import { appErrorOf } from '../lib/app-error'
import { jsonError } from '../lib/json-error'
import type { Route } from './+types/admin.content.uploads'
import { parseForm } from '../lib/parse-form.server'

const noStore = { 'Cache-Control': 'private, no-store' }

/** The latest uploads, newest first (JSON). */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, 'content.write')
  return Response.json({ uploads: await listRecentUploads(getDb()) }, { headers: noStore })
}

const chooseFile = 'Choose a file to upload.'

const uploadForm = z.object({
  file: z.instanceof(File, { error: chooseFile }).refine((file) => file.size > 0, chooseFile),
  // An unknown kind uploads an image, the kind most editors send.
  kind: z.enum(['image', 'video', 'audio']).catch('image'),
})

/** Uploads one file (field "file"; "kind" image, video or audio, default image) and answers its address as JSON. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'content.write')
  try {
    checkBodySize(request)
    const parsed = await parseForm(request, uploadForm, { maxBytes: MAX_BODY })
    if (!parsed.ok) return jsonError(400, 'invalid_input', parsed.message, noStore)
    const { file, kind } = parsed.data
    const saved = await saveUpload(getDb(), { file, allowed: [kind], actorId: admin.id })
    return Response.json(saved, { status: 201, headers: noStore })
  } catch (error) {
    const refusal = appErrorOf(error)
    return jsonError(refusal.status, refusal.code, refusal.message, noStore)
  }
}
