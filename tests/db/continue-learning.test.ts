import { describe, expect, it } from 'vitest'
import { getDb } from '../../app/db/client.server'
import { createUser } from '../../app/db/seed/factories'
import { createCourse, createLesson } from '../../app/db/seed/learning-factories'
import { createPodcast, createVideo } from '../../app/db/seed/media-factories'
import { markLessonComplete, recordLessonOpened } from '../../app/courses/progress.server'
import { savePosition } from '../../app/playback/positions.server'
import { continueLearning } from '../../app/home/continue-learning.server'
import { openTestDb } from '../support/test-db'

await openTestDb()

describe('continue learning', () => {
  it('lists started courses at their last lesson and half-played media, newest first, leaving out finished ones', async () => {
    const db = getDb()
    const member = await createUser(db)
    const course = await createCourse(db)
    const first = await createLesson(db, course.id, { position: 1 })
    const second = await createLesson(db, course.id, { position: 2 })
    await createLesson(db, course.id, { position: 3 })
    await createLesson(db, course.id, { position: 4 })
    await markLessonComplete(db, { userId: member.id, courseSlug: course.slug, lessonSlug: first.slug, canReadPremium: true })
    await recordLessonOpened(db, { userId: member.id, courseId: course.id, lessonId: second.id })
    const video = await createVideo(db, { durationSeconds: 600 })
    const finishedVideo = await createVideo(db, { durationSeconds: 300 })
    const episode = await createPodcast(db, { durationSeconds: 1800 })
    await new Promise((resolve) => setTimeout(resolve, 5))
    await savePosition(db, { kind: 'video', userId: member.id, itemId: video.id, seconds: 150 })
    await savePosition(db, { kind: 'video', userId: member.id, itemId: finishedVideo.id, seconds: 295 })
    await new Promise((resolve) => setTimeout(resolve, 5))
    await savePosition(db, { kind: 'podcast', userId: member.id, itemId: episode.id, seconds: 900 })

    const items = await continueLearning(db, member.id)
    expect(items.map((item) => [item.kind, item.key, item.percent])).toEqual([
      ['podcast', episode.slug, 50],
      ['video', video.slug, 25],
      ['course', course.slug, 25],
    ])
    expect(items[2]).toMatchObject({ href: `/education/course/${course.slug}/lesson/${second.slug}`, detail: second.title })
    // Another member's progress is theirs alone.
    expect(await continueLearning(db, (await createUser(db)).id)).toEqual([])
  })

  it('drops a course once it is completed and an item once it is unpublished', async () => {
    const db = getDb()
    const member = await createUser(db)
    const course = await createCourse(db)
    const only = await createLesson(db, course.id, { position: 1 })
    await markLessonComplete(db, { userId: member.id, courseSlug: course.slug, lessonSlug: only.slug, canReadPremium: true })
    const draft = await createVideo(db, { durationSeconds: 600, status: 'draft' })
    await savePosition(db, { kind: 'video', userId: member.id, itemId: draft.id, seconds: 60 })
    expect(await continueLearning(db, member.id)).toEqual([])
  })
})
