import { describe, expect, it } from 'vitest'
import { uniqueSuffix } from '../../app/db/seed/factories'
import {
  createCourse,
  createLearningPath,
  createLesson,
  createTutorial,
  tutorialContent,
} from '../../app/db/seed/learning-factories'
import {
  createPlaylist,
  createPodcast,
  createPodcastSeries,
  createVideo,
} from '../../app/db/seed/media-factories'
import { listMembers } from '../support/ordered-lists'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()

const hostile = `<h2>Setup</h2><p onclick="steal()">Install the package.</p><script>alert(1)</script>
<pre><code class="language-python" onmouseover="x()">print("hi")</code></pre><img src="javascript:alert(1)" onerror="x()">`

function expectClean(html: string) {
  expect(html).not.toMatch(/<script|onclick|onerror|onmouseover|javascript:/i)
}

describe('learning factories', () => {
  it('creates a valid published course from nothing, with a unique slug and a generated cover', async () => {
    const a = await createCourse(db)
    const b = await createCourse(db, { title: 'Same Title' })
    const c = await createCourse(db, { title: 'Same Title' })
    expect(a).toMatchObject({ status: 'published', level: 'beginner', isPremium: false })
    expect(a.publishedAt).toBeInstanceOf(Date)
    expect(a.thumbnail).toBe(`/media/covers/course/${a.slug}.svg`)
    expect(b.slug).toMatch(/^same-title-[0-9a-f]{8}$/)
    expect(c.slug).not.toBe(b.slug)
  })

  it('sanitizes a course description given as HTML and keeps plain text as written', async () => {
    const html = await createCourse(db, { description: '<p onclick="x()">Learn <strong>fast</strong></p><script>1</script>' })
    expect(html.description).toBe('<p>Learn <strong>fast</strong></p>')
    const plain = await createCourse(db, { description: 'Models & metrics, 5 > 3' })
    expect(plain.description).toBe('Models & metrics, 5 > 3')
  })

  it('adds lessons in order and strips scripts and event handlers from their content', async () => {
    const course = await createCourse(db)
    const first = await createLesson(db, course.id, { title: 'Getting started', content: hostile })
    const second = await createLesson(db, course.id)
    const third = await createLesson(db, course.id, { title: 'Wrap-up' })
    expect([first.position, second.position, third.position]).toEqual([1, 2, 3])
    expect(first.slug).toBe('getting-started')
    expectClean(first.content)
    expect(first.content).toContain('<p>Install the package.</p>')
    expect(first.content).toContain('<code class="language-python">')
    await expect(createLesson(db, course.id, { position: 1 })).rejects.toThrow()
  })

  it('creates a learning path that keeps its courses in the given order', async () => {
    const courses = [await createCourse(db), await createCourse(db), await createCourse(db)]
    const order = [courses[2]!.id, courses[0]!.id, courses[1]!.id]
    const path = await createLearningPath(db, { level: 'intermediate', estimatedHours: 9 }, order)
    expect(path).toMatchObject({ status: 'published', level: 'intermediate', estimatedHours: 9 })
    const rows = await listMembers(db, 'path', path.id)
    expect(rows.map((r) => r.id)).toEqual(order)
    expect(rows.map((r) => r.position)).toEqual([1, 2, 3])
  })

  it('builds tutorial content from numbered steps and sanitizes it', async () => {
    const tutorial = await createTutorial(db, {
      category: 'OpenCV',
      difficulty: 'advanced',
      intro: '<p>Intro</p>',
      steps: [
        { title: 'Load <frames>', body: hostile },
        { title: 'Blur', body: '<pre><code class="language-python">cv2.GaussianBlur(img, (5, 5), 0)</code></pre>' },
      ],
      outro: '<p>Done</p>',
    })
    expect(tutorial).toMatchObject({ status: 'published', category: 'OpenCV', difficulty: 'advanced' })
    expect(tutorial.thumbnail).toBe(`/media/covers/tutorial/${tutorial.slug}.svg`)
    expectClean(tutorial.content)
    expect(tutorial.content).toMatch(/^<p>Intro<\/p>\n<h2>Step 1: Load &lt;frames&gt;<\/h2>/)
    expect(tutorial.content.indexOf('<h2>Step 2: Blur</h2>')).toBeGreaterThan(tutorial.content.indexOf('Step 1'))
    expect(tutorial.content).toMatch(/<p>Done<\/p>$/)

    const direct = await createTutorial(db, { content: hostile })
    expectClean(direct.content)
    expect(tutorialContent({ steps: [{ title: 'Only', body: '<p>x</p>' }] })).toBe('<h2>Step 1: Only</h2>\n<p>x</p>')
  })

  it('rejects values outside the allowed lists', async () => {
    await expect(createCourse(db, { category: 'Astrology' })).rejects.toThrow()
    await expect(createTutorial(db, { difficulty: 'expert' })).rejects.toThrow()
  })
})

describe('media factories', () => {
  it('creates a valid video with cover, media and caption paths', async () => {
    const video = await createVideo(db)
    expect(video).toMatchObject({ status: 'published', videoType: 'tutorial', isPremium: false, durationSeconds: 600 })
    expect(video.thumbnail).toBe(`/media/covers/video/${video.slug}.svg`)
    expect(video.mediaUrl).toBe(`/media/video/${video.slug}.webm`)
    expect(video.captionsUrl).toBe(`/media/captions/${video.slug}.vtt`)
    await expect(createVideo(db, { videoType: 'vlog' })).rejects.toThrow()
  })

  it('creates a playlist that keeps its videos in the given order', async () => {
    const vids = [await createVideo(db), await createVideo(db), await createVideo(db), await createVideo(db)]
    const order = [vids[3]!.id, vids[1]!.id, vids[0]!.id, vids[2]!.id]
    const playlist = await createPlaylist(db, { title: `Watch list ${uniqueSuffix()}` }, order)
    expect(playlist.thumbnail).toBe(`/media/covers/playlist/${playlist.id}.svg`)
    const rows = await listMembers(db, 'playlist', playlist.id)
    expect(rows.map((r) => r.id)).toEqual(order)
    expect(rows.map((r) => r.position)).toEqual([1, 2, 3, 4])
  })

  it('numbers episodes within a series and sanitizes show notes', async () => {
    const series = await createPodcastSeries(db, { host: 'Mira Host' })
    expect(series.thumbnail).toBe(`/media/covers/series/${series.id}.svg`)
    const first = await createPodcast(db, { seriesId: series.id, showNotes: hostile })
    const second = await createPodcast(db, { seriesId: series.id })
    const tenth = await createPodcast(db, { seriesId: series.id, episodeNumber: 10 })
    const next = await createPodcast(db, { seriesId: series.id })
    expect([first.episodeNumber, second.episodeNumber, tenth.episodeNumber, next.episodeNumber]).toEqual([1, 2, 10, 11])
    expectClean(first.showNotes)
    expect(first).toMatchObject({ status: 'published', category: 'AI Research', audioType: 'audio/mpeg' })
    expect(first.audioUrl).toBe(`/media/audio/${first.slug}.mp3`)
    expect(first.thumbnail).toBe(`/media/covers/podcast/${first.slug}.svg`)
    await expect(createPodcast(db, { seriesId: series.id, episodeNumber: 1 })).rejects.toThrow()

    const standalone = await createPodcast(db)
    expect(standalone.seriesId).toBeNull()
    expect(standalone.episodeNumber).toBeNull()
  })
})
