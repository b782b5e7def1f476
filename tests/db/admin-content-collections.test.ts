import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { deleteContent } from '../../app/admin/content/delete.server'
import { loadEditor } from '../../app/admin/content/editor-data.server'
import { deleteLesson, listLessons, moveLesson, saveLesson } from '../../app/admin/content/lessons.server'
import { loadPreview } from '../../app/content/item-preview.server'
import { saveContent } from '../../app/admin/content/save.server'
import { schemas } from '../../app/admin/content/schemas.server'
import { listCourses } from '../../app/courses/catalog.server'
import { adminAudit, contentLikes, courseLessons, courses, learningPathCourses, playlistVideos, podcasts } from '../../app/db/schema'
import { createUser, uniqueSuffix } from '../../app/db/seed/factories'
import { createCourse } from '../../app/db/seed/learning-factories'
import { createPodcastSeries, createVideo } from '../../app/db/seed/media-factories'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()
const admin = await createUser(db, { role: 'admin' })
const reader = await createUser(db)

type Type = keyof typeof schemas
const save = <T extends Type>(type: T, values: Record<string, string>, options: { id?: string; intent?: 'save' | 'publish' | 'schedule' | 'unpublish' } = {}) =>
  saveContent(db, { type, id: options.id ?? null, input: schemas[type].parse(values) as never, intent: options.intent ?? 'save', actor: admin })

describe('courses and their lessons', () => {
  it('a course is created as a draft and published; lessons are added, reordered and deleted', async () => {
    const course = await save('courses', { title: `Course ${uniqueSuffix()}`, slug: '', status: 'draft', publishedAt: '', description: 'Learn it.', level: 'beginner', category: 'Machine Learning', instructor: 'Ines', durationMinutes: '90', thumbnail: '' })
    const isListed = async () => (await listCourses(db, {})).some((c) => c.id === course.id)
    expect(await isListed()).toBe(false)
    await save('courses', { title: 'Renamed course', slug: course.slug, status: 'draft', publishedAt: '', description: '', level: 'advanced', category: 'Robotics', instructor: 'Ines', durationMinutes: '90', thumbnail: '' }, { id: course.id, intent: 'publish' })
    expect(await isListed()).toBe(true)

    const lesson = (title: string, content = '<p>Body</p>') => saveLesson(db, { courseId: course.id, lessonId: null, input: { title, slug: '', content, durationMinutes: 0 }, actorId: admin.id })
    const first = await lesson('Welcome', '<p>Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>')
    const second = await lesson('Welcome')
    const third = await lesson('Wrap-up')
    expect(second.slug).toBe('welcome-2')
    const [stored] = (await listLessons(db, course.id)).filter((l) => l.id === first.id)
    expect(stored).toMatchObject({ position: 1, slug: 'welcome' })
    const editor = await loadEditor(db, 'courses', course.id)
    expect(editor?.lessons.map((l) => l.title)).toEqual(['Welcome', 'Welcome', 'Wrap-up'])

    await moveLesson(db, { courseId: course.id, lessonId: third.id, direction: 'up', actorId: admin.id })
    expect((await listLessons(db, course.id)).map((l) => [l.id, l.position])).toEqual([[first.id, 1], [third.id, 2], [second.id, 3]])
    await deleteLesson(db, { courseId: course.id, lessonId: first.id, actorId: admin.id })
    expect((await listLessons(db, course.id)).map((l) => [l.id, l.position])).toEqual([[third.id, 1], [second.id, 2]])
    await expect(saveLesson(db, { courseId: course.id, lessonId: second.id, input: { title: 'Again', slug: 'wrap-up', content: '', durationMinutes: 3 }, actorId: admin.id }))
      .rejects.toMatchObject({ status: 400, field: 'slug' })
    const audits = await db.select({ action: adminAudit.action }).from(adminAudit).where(eq(adminAudit.targetType, 'lesson'))
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['content.create', 'content.reorder', 'content.delete']))
  })

  it('lesson bodies are sanitized', async () => {
    const course = await createCourse(db)
    const { id } = await saveLesson(db, { courseId: course.id, lessonId: null, input: { title: 'Safe', slug: '', content: '<p onmouseover="x()">Text</p><iframe src="https://evil.example"></iframe>', durationMinutes: 0 }, actorId: admin.id })
    const preview = (await listLessons(db, course.id)).find((l) => l.id === id)
    expect(preview?.durationMinutes).toBeGreaterThan(0)
    const [{ content }] = await db.select({ content: courseLessons.content }).from(courseLessons).where(eq(courseLessons.id, id)) as [{ content: string }]
    expect(content).toBe('<p>Text</p>')
  })
})

describe('learning paths and playlists keep their items in order', () => {
  it('a path holds its courses in the chosen order, and keeps a new order on the next save', async () => {
    const [a, b, c] = [await createCourse(db), await createCourse(db), await createCourse(db)]
    const values = { title: `Path ${uniqueSuffix()}`, slug: '', status: 'published', description: 'Steps.', level: 'beginner', estimatedHours: '12' }
    const path = await save('paths', { ...values, courseIds: [b.id, a.id, c.id].join(',') })
    const order = async () => (await db.select({ id: learningPathCourses.courseId }).from(learningPathCourses).where(eq(learningPathCourses.pathId, path.id)).orderBy(asc(learningPathCourses.position))).map((r) => r.id)
    expect(await order()).toEqual([b.id, a.id, c.id])
    await save('paths', { ...values, slug: path.slug, courseIds: [c.id, b.id].join(',') }, { id: path.id })
    expect(await order()).toEqual([c.id, b.id])
    await expect(save('paths', { ...values, courseIds: '00000000-0000-4000-8000-000000000000' })).rejects.toMatchObject({ status: 400, field: 'courseIds' })
    await expect(save('paths', values, { intent: 'schedule' })).rejects.toMatchObject({ status: 400 })
  })

  it('a playlist holds its videos in order and its generated cover follows its id', async () => {
    const [v1, v2] = [await createVideo(db), await createVideo(db)]
    const playlist = await save('playlists', { title: `Playlist ${uniqueSuffix()}`, description: '', thumbnail: '', videoIds: `${v2.id},${v1.id}` })
    const rows = await db.select({ id: playlistVideos.videoId, position: playlistVideos.position }).from(playlistVideos).where(eq(playlistVideos.playlistId, playlist.id)).orderBy(asc(playlistVideos.position))
    expect(rows).toEqual([{ id: v2.id, position: 1 }, { id: v1.id, position: 2 }])
    const preview = await loadPreview(db, 'playlists', playlist.id)
    expect(preview).toMatchObject({ cover: `/media/covers/playlist/${playlist.id}.svg`, status: 'live', parts: { heading: 'Videos', titles: [v2.title, v1.title] } })
  })
})

describe('tutorials', () => {
  it('a tutorial body is sanitized and its time estimated from its length when left at 0', async () => {
    const tutorial = await save('tutorials', {
      title: `Tutorial ${uniqueSuffix()}`, slug: '', status: 'review', publishedAt: '', description: 'Steps.', difficulty: 'intermediate', category: 'Python',
      estimatedTime: '0', thumbnail: '', tags: 'Python, Pandas',
      content: '<h2>Step 1: Load</h2><pre><code class="language-python">import pandas</code></pre><img src="x" onerror="alert(1)"><style>body{}</style>',
    })
    const preview = await loadPreview(db, 'tutorials', tutorial.id)
    expect(preview).toMatchObject({ status: 'review', tags: ['Python', 'Pandas'], label: 'Python' })
    expect(preview?.body).toBe('<h2>Step 1: Load</h2><pre><code class="language-python">import pandas</code></pre><img src="x" loading="lazy" />')
    const editor = await loadEditor(db, 'tutorials', tutorial.id)
    expect(editor?.values.estimatedTime).toBe('10')
  })
})

describe('videos, episodes and series', () => {
  it('an episode joins its series with the next number; a taken number is a clear error', async () => {
    const series = await createPodcastSeries(db)
    const episode = (title: string, episodeNumber = '') => save('podcasts', {
      title, slug: '', status: 'published', publishedAt: '', seriesId: series.id, description: 'Talk.', showNotes: '<h2>Notes</h2><script>x</script>', transcript: 'Hello.',
      category: 'AI Research', host: 'Hana', guest: '', episodeNumber, durationSeconds: '1200', thumbnail: '', audioUrl: '/media/audio/some-file.mp3', tags: 'AI, Talk',
    })
    const first = await episode(`Episode ${uniqueSuffix()}`)
    const second = await episode(`Episode ${uniqueSuffix()}`)
    const rows = await db.select({ id: podcasts.id, n: podcasts.episodeNumber, notes: podcasts.showNotes, type: podcasts.audioType }).from(podcasts).where(eq(podcasts.seriesId, series.id))
    expect(rows.find((r) => r.id === first.id)).toMatchObject({ n: 1, notes: '<h2>Notes</h2>', type: 'audio/mpeg' })
    expect(rows.find((r) => r.id === second.id)?.n).toBe(2)
    await expect(episode(`Episode ${uniqueSuffix()}`, '2')).rejects.toMatchObject({ status: 400, field: 'episodeNumber' })
  })

  it('deleting a video removes its likes too; series and videos cannot be scheduled without a status', async () => {
    const video = await save('videos', { title: `Video ${uniqueSuffix()}`, slug: '', status: 'draft', publishedAt: '', description: '', category: 'Robotics', videoType: 'demo', author: 'Vik', durationSeconds: '60', thumbnail: '', mediaUrl: '', captionsUrl: '' })
    await db.insert(contentLikes).values({ userId: reader.id, kind: 'video', itemId: video.id })
    await deleteContent(db, { type: 'videos', id: video.id, actor: admin })
    expect(await db.select().from(contentLikes).where(eq(contentLikes.itemId, video.id))).toHaveLength(0)
    await expect(save('series', { title: 'Series', description: '', host: 'H', thumbnail: '' }, { intent: 'publish' })).rejects.toMatchObject({ status: 400 })
  })

  it('the editor loads any item as form values, including flags, tags and UTC times', async () => {
    const course = await createCourse(db, { isPremium: true, publishedAt: new Date('2026-03-04T05:06:00Z') })
    const editor = await loadEditor(db, 'courses', course.id)
    expect(editor?.values).toMatchObject({ title: course.title, isPremium: 'on', publishedAt: '2026-03-04T05:06', level: 'beginner' })
    expect(editor?.values.version).toBe((await db.select({ u: courses.updatedAt }).from(courses).where(eq(courses.id, course.id)))[0]!.u.toISOString())
    expect(await loadEditor(db, 'courses', '00000000-0000-4000-8000-000000000000')).toBeNull()
  })
})
