import type { Db } from '../db/client.server'
import { refusalText } from '../i18n/reader-message.server'
import { appErrorOf } from '../lib/app-error'
import { saveUpload } from '../media-files/save-upload.server'

/** A form with two creatives and their images takes at most this much (two 5 MB images and the text). */
export const CREATIVE_FORM_MAX_BYTES = 12 * 1024 * 1024

/**
 * Stores the banner image of each creative the form carries (`image`, or `imageA` and `imageB`),
 * as uploads by `actorId`. An image needs its description (`imageAlt…`, else `altMissing`
 * beside the field); a refused file gets its reason beside the file field, in the reader's
 * language. Nothing is stored unless every image is acceptable.
 */
export async function saveCreativeImages(
  db: Db,
  { form, suffixes, alts, actorId, altMissing }: { form: FormData; suffixes: readonly string[]; alts: Record<string, string>; actorId: string; altMissing: string },
): Promise<{ images: Record<string, string>; errors?: undefined } | { errors: Record<string, string> }> {
  const files = suffixes.flatMap((suffix) => {
    const file = form.get(`image${suffix}`)
    return file instanceof File && file.size > 0 ? [{ suffix, file }] : []
  })
  const missing = files.filter(({ suffix }) => !alts[`imageAlt${suffix}`])
  if (missing.length > 0) return { errors: Object.fromEntries(missing.map(({ suffix }) => [`imageAlt${suffix}`, altMissing])) }
  const images: Record<string, string> = {}
  for (const { suffix, file } of files) {
    try {
      images[suffix] = (await saveUpload(db, { file, allowed: ['image'], actorId })).url
    } catch (error) {
      return { errors: { [`image${suffix}`]: refusalText(appErrorOf(error)) } }
    }
  }
  return { images }
}
