import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { podcasts, videos } from '../db/schema'

/*
 * Who may fetch the admin console's uploads. The console writes them to the upload store
 * (app/storage); /media/uploads serves them to readers, so this part lives with the other
 * media files rather than in the console.
 */

/** Public address of a stored upload. */
export const uploadUrl = (fileName: string) => `/media/uploads/${fileName}`

/** Whether a video or an episode marked premium uses the upload at this address. */
export async function isPremiumUpload(db: Db, address: string) {
  const [video] = await db.select({ isPremium: videos.isPremium }).from(videos).where(eq(videos.mediaUrl, address)).limit(1)
  if (video?.isPremium) return true
  const [episode] = await db.select({ isPremium: podcasts.isPremium }).from(podcasts).where(eq(podcasts.audioUrl, address)).limit(1)
  return episode?.isPremium ?? false
}
