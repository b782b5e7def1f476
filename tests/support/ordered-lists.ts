import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../app/db/client.server'
import { courses, learningPathCourses, playlistVideos, videos } from '../../app/db/schema'

/** The lists whose members keep a position: a learning path's courses and a playlist's videos. */
const orderedLists = {
  path: { links: learningPathCourses, listId: learningPathCourses.pathId, memberId: learningPathCourses.courseId, members: courses },
  playlist: { links: playlistVideos, listId: playlistVideos.playlistId, memberId: playlistVideos.videoId, members: videos },
}

/** The members of one learning path or playlist in their order, with their ids, slugs and positions. */
export function listMembers(db: Db, list: keyof typeof orderedLists, id: string) {
  const { links, listId, memberId, members } = orderedLists[list]
  return db
    .select({ id: memberId, slug: members.slug, position: links.position })
    .from(links)
    .innerJoin(members, eq(members.id, memberId))
    .where(eq(listId, id))
    .orderBy(asc(links.position))
}
