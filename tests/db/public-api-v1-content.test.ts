import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { endpoints } from '../../app/public-api/v1/endpoints.server'
import { createArticle, uniqueSuffix } from '../../app/db/seed/factories'
import { createCourse, createLearningPath, createLesson, createTutorial } from '../../app/db/seed/learning-factories'
import { createPlaylist, createPodcast, createPodcastSeries, createVideo } from '../../app/db/seed/media-factories'
import { openTestDb } from '../support/test-db'

const { db } = await openTestDb()

/**
 * The Enterprise API's content endpoints, called as the router calls them: the query and path
 * parameters parsed by the endpoint's schemas, then `run`; every answer is checked against the
 * endpoint's response schema (the one the OpenAPI document publishes).
 */
async function call(operationId: string, query: Record<string, string> = {}, params: Record<string, string> = {}) {
  const endpoint = endpoints.find((candidate) => candidate.operationId === operationId)
  if (!endpoint) throw new Error(`No endpoint ${operationId}`)
  const body = await endpoint.run(db, {
    query: endpoint.query ? endpoint.query.parse(query) : {},
    params: (endpoint.params ? endpoint.params.parse(params) : {}) as Record<string, string>,
  })
  if (body !== null) {
    const checked = endpoint.response.safeParse(body)
    expect(checked.success, `${operationId}: ${checked.error?.message}`).toBe(true)
  }
  return body as Record<string, unknown> | null
}

type Page = { data: { id: string; slug?: string }[]; next_cursor: string | null }

/** Every page of a list, `limit` at a time, following `next_cursor` to the end. */
async function allPages(operationId: string, query: Record<string, string>, limit = 2) {
  const pages: Page[] = []
  let cursor: string | null = null
  do {
    const page = (await call(operationId, { ...query, limit: String(limit), ...(cursor ? { cursor } : {}) })) as unknown as Page
    pages.push(page)
    cursor = page.next_cursor
  } while (cursor && pages.length < 20)
  return pages
}

/** A made-up word of letters only, unique to one test (search words are letters and digits). */
const word = (stem = 'qova') => stem + uniqueSuffix().replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)
const HOUR = 3_600_000

describe('lists page with cursors, newest first, without repeating or skipping an item', () => {
  // Five items each, two sharing one time, so the id has to break the tie across a page edge.
  const times = (now = Date.now()) => [now - 3 * HOUR, now - 2 * HOUR, now - 2 * HOUR, now - HOUR, now - 4 * HOUR].map((time) => new Date(time))

  const cases: [string, (title: string, time: Date) => Promise<{ id: string }>][] = [
    ['listCourses', (title, publishedAt) => createCourse(db, { title, publishedAt })],
    ['listLearningPaths', (title, createdAt) => createLearningPath(db, { title, createdAt })],
    ['listTutorials', (title, publishedAt) => createTutorial(db, { title, publishedAt })],
    ['listVideos', (title, publishedAt) => createVideo(db, { title, publishedAt })],
    ['listPlaylists', async (title, updatedAt) => createPlaylist(db, { title, updatedAt }, [(await createVideo(db)).id])],
    ['listPodcastEpisodes', (title, publishedAt) => createPodcast(db, { title, publishedAt })],
    [
      'listPodcastSeries',
      async (title, publishedAt) => {
        const series = await createPodcastSeries(db, { title })
        await createPodcast(db, { seriesId: series.id, publishedAt })
        return series
      },
    ],
  ]

  for (const [operationId, create] of cases) {
    it(operationId, async () => {
      const term = word()
      const created: { id: string; time: Date }[] = []
      for (const time of times()) created.push({ id: (await create(`${term} ${created.length}`, time)).id, time })
      const pages = await allPages(operationId, { q: term })
      expect(pages.map((page) => page.data.length)).toEqual([2, 2, 1])
      expect(pages.at(-1)!.next_cursor).toBeNull()
      const listed = pages.flatMap((page) => page.data.map((item) => item.id))
      const newestFirst = [...created].sort((a, b) => b.time.getTime() - a.time.getTime() || b.id.localeCompare(a.id)).map((item) => item.id)
      expect(listed).toEqual(newestFirst)
    })
  }

  it('pages learning paths stamped by the database (microseconds) without repeating one', async () => {
    const term = word()
    const made = []
    for (let i = 0; i < 3; i++) made.push((await createLearningPath(db, { title: `${term} ${i}` })).id)
    const pages = await allPages('listLearningPaths', { q: term }, 1)
    const ids = pages.flatMap((page) => page.data.map((path) => path.id))
    // Paths made in the same millisecond tie on time and follow their ids: each still comes exactly once.
    expect(ids).toHaveLength(made.length)
    expect(new Set(ids)).toEqual(new Set(made))
  })

  it('refuses a cursor it did not write with a 400', async () => {
    for (const operationId of cases.map(([id]) => id)) {
      await expect(call(operationId, { cursor: 'not-a-cursor' }), operationId).rejects.toMatchObject({ status: 400, code: 'invalid_cursor' })
    }
  })

  it('filters by category and level, and an unknown category slug is refused by the schema', async () => {
    const term = word()
    const robotics = await createCourse(db, { title: `${term} arms`, category: 'Robotics', level: 'advanced' })
    await createCourse(db, { title: `${term} basics`, category: 'Machine Learning', level: 'beginner' })
    const ids = async (query: Record<string, string>) => ((await call('listCourses', { q: term, ...query })) as unknown as Page).data.map((course) => course.id)
    expect(await ids({ category: 'robotics' })).toEqual([robotics.id])
    expect(await ids({ level: 'advanced' })).toEqual([robotics.id])
    expect(() => endpoints.find((endpoint) => endpoint.operationId === 'listCourses')!.query!.parse({ category: 'Robotics' })).toThrow()
  })
})

describe('details', () => {
  it('answers null (404) for unknown slugs and ids, drafts and scheduled items', async () => {
    const draft = await createCourse(db, { status: 'draft', publishedAt: null })
    const scheduled = await createTutorial(db, { publishedAt: new Date(Date.now() + 24 * HOUR) })
    const unknown = `no-such-item-${uniqueSuffix()}`
    for (const operationId of ['getCourse', 'getLearningPath', 'getTutorial', 'getVideo', 'getPodcastEpisode']) {
      expect(await call(operationId, {}, { slug: unknown }), operationId).toBeNull()
    }
    for (const operationId of ['getPlaylist', 'getPodcastSeries']) {
      expect(await call(operationId, {}, { id: randomUUID() }), operationId).toBeNull()
      expect(await call(operationId, {}, { id: 'not-a-uuid' }), operationId).toBeNull()
    }
    expect(await call('getCourse', {}, { slug: draft.slug })).toBeNull()
    expect(await call('getTutorial', {}, { slug: scheduled.slug })).toBeNull()
  })

  it('gives a premium course’s lessons in order, each with its content', async () => {
    const course = await createCourse(db, { isPremium: true, title: `Premium ${word()}` })
    await createLesson(db, course.id, { title: 'Third', position: 3, content: '<p>Third lesson body.</p>' })
    await createLesson(db, course.id, { title: 'First', position: 1, content: '<p>First lesson body.</p>', durationMinutes: 7 })
    await createLesson(db, course.id, { title: 'Second', position: 2, content: '<p>Second lesson body, for subscribers only.</p>' })
    const detail = (await call('getCourse', {}, { slug: course.slug }))!
    expect(detail).toMatchObject({ slug: course.slug, is_premium: true, lessons_count: 3, category: { slug: 'machine-learning', name: 'Machine Learning' } })
    expect(detail.url).toMatch(/^https?:\/\/[^/]+\/education\/course\//)
    const lessons = detail.lessons as { order: number; title: string; duration_minutes: number; content_html: string; url: string }[]
    expect(lessons.map((lesson) => [lesson.order, lesson.title])).toEqual([[1, 'First'], [2, 'Second'], [3, 'Third']])
    expect(lessons[0]!.duration_minutes).toBe(7)
    expect(lessons[1]!.content_html).toBe('<p>Second lesson body, for subscribers only.</p>')
    expect(lessons[2]!.content_html).toContain('Third lesson body.')
    expect(lessons[2]!.url).toMatch(new RegExp(`/education/course/${course.slug}/lesson/third$`))
  })

  it('gives a learning path’s courses in order', async () => {
    const [a, b, c] = [await createCourse(db), await createCourse(db), await createCourse(db, { isPremium: true })]
    const path = await createLearningPath(db, {}, [c!.id, a!.id, b!.id])
    const detail = (await call('getLearningPath', {}, { slug: path.slug }))!
    expect(detail.courses_count).toBe(3)
    expect((detail.courses as { id: string; order: number }[]).map((course) => [course.order, course.id])).toEqual([[1, c!.id], [2, a!.id], [3, b!.id]])
  })

  it('gives a premium tutorial’s whole body and each step with its part of it', async () => {
    const tutorial = await createTutorial(db, {
      isPremium: true,
      intro: '<p>Before we start.</p>',
      steps: [
        { title: 'Install the tools', body: '<p>Run the installer.</p><pre><code class="language-python">print("ready")</code></pre>' },
        { title: 'Train a model', body: '<p>Fit it on the data, for subscribers only.</p>' },
      ],
      outro: '<h2>Wrapping up</h2><p>What next.</p>',
    })
    const detail = (await call('getTutorial', {}, { slug: tutorial.slug }))!
    expect(detail.body_html).toContain('Before we start.')
    expect(detail.body_html).toContain('Fit it on the data')
    const steps = detail.steps as { number: number; title: string; anchor: string; body_html: string }[]
    expect(steps.map((step) => [step.number, step.title, step.anchor])).toEqual([[1, 'Install the tools', 'step-1'], [2, 'Train a model', 'step-2']])
    expect(steps[0]!.body_html).toContain('Run the installer.')
    expect(steps[0]!.body_html).toMatch(/<pre><code class="hljs language-python">[\s\S]*ready/)
    expect(steps[0]!.body_html).not.toContain('Fit it on the data')
    expect(steps[1]!.body_html).toBe('<p>Fit it on the data, for subscribers only.</p>')
  })

  it('gives a premium video’s media addresses, absolute', async () => {
    const video = await createVideo(db, { isPremium: true })
    const detail = (await call('getVideo', {}, { slug: video.slug }))!
    expect(detail.media_url).toMatch(new RegExp(`^https?://[^/]+/media/video/${video.slug}\\.webm$`))
    expect(detail.captions_url).toMatch(/\.vtt$/)
  })

  it('gives a playlist’s published videos in order, premium ones with their media', async () => {
    const [first, second] = [await createVideo(db, { isPremium: true }), await createVideo(db)]
    const hidden = await createVideo(db, { status: 'draft', publishedAt: null })
    const playlist = await createPlaylist(db, {}, [second!.id, hidden.id, first!.id])
    const detail = (await call('getPlaylist', {}, { id: playlist.id }))!
    expect((detail.videos as { id: string; order: number; media_url: string | null }[]).map((video) => [video.order, video.id, Boolean(video.media_url)])).toEqual([
      [1, second!.id, true],
      [2, first!.id, true],
    ])
    expect(detail.videos_count).toBe(2)
  })

  it('gives a premium episode’s show notes, transcript and audio address', async () => {
    const episode = await createPodcast(db, { isPremium: true, showNotes: '<p>Links for subscribers.</p>', transcript: 'Every word said.' })
    const detail = (await call('getPodcastEpisode', {}, { slug: episode.slug }))!
    expect(detail).toMatchObject({ is_premium: true, show_notes_html: '<p>Links for subscribers.</p>', transcript: 'Every word said.', audio_type: 'audio/mpeg' })
    expect(detail.audio_url).toMatch(new RegExp(`^https?://[^/]+/media/audio/${episode.slug}\\.mp3$`))
  })

  it('gives a series with its episodes a page at a time', async () => {
    const series = await createPodcastSeries(db)
    const now = Date.now()
    const episodes = []
    for (let i = 0; i < 3; i++) episodes.push(await createPodcast(db, { seriesId: series.id, publishedAt: new Date(now - i * HOUR) }))
    const first = (await call('getPodcastSeries', { limit: '2' }, { id: series.id }))!
    expect(first).toMatchObject({ id: series.id, episodes_count: 3, duration_seconds: 3 * 1800 })
    expect((first.episodes as { id: string }[]).map((episode) => episode.id)).toEqual([episodes[0]!.id, episodes[1]!.id])
    const second = (await call('getPodcastSeries', { limit: '2', cursor: first.next_cursor as string }, { id: series.id }))!
    expect((second.episodes as { id: string }[]).map((episode) => episode.id)).toEqual([episodes[2]!.id])
    expect(second.next_cursor).toBeNull()
    expect(first.feed_url).toMatch(new RegExp(`/podcast-series/${series.id}/feed\\.xml$`))
  })
})

describe('search', () => {
  it('finds articles, courses, tutorials, videos and podcast episodes, each with its type, slug and address', async () => {
    const term = word()
    const article = await createArticle(db, { title: `Notes on ${term}` })
    const course = await createCourse(db, { title: `${term} from scratch`, isPremium: true })
    const tutorial = await createTutorial(db, { title: `Build a ${term}` })
    const video = await createVideo(db, { title: `${term} in ten minutes` })
    const episode = await createPodcast(db, { title: `Talking ${term}` })
    const result = (await call('search', { q: term }))!
    expect(result).toMatchObject({ query: term, total: 5 })
    const data = result.data as { type: string; id: string; slug: string; url: string; is_premium: boolean }[]
    expect(data.map((item) => [item.type, item.id, item.slug])).toEqual([
      ['article', article.id, article.slug],
      ['course', course.id, course.slug],
      ['tutorial', tutorial.id, tutorial.slug],
      ['video', video.id, video.slug],
      ['podcast_episode', episode.id, episode.slug],
    ])
    expect(data[1]!.is_premium).toBe(true)
    expect(data[4]!.url).toMatch(new RegExp(`^https?://[^/]+/podcasts/${episode.slug}$`))
    // Each result's slug opens it on the endpoint its type names.
    expect(await call('getPodcastEpisode', {}, { slug: data[4]!.slug })).toMatchObject({ id: episode.id })
    expect(await call('getCourse', {}, { slug: data[1]!.slug })).toMatchObject({ id: course.id })
  })

  it('requires q of at least three characters, and bounds the results per type', async () => {
    const search = endpoints.find((endpoint) => endpoint.operationId === 'search')!
    expect(search.query!.safeParse({}).success).toBe(false)
    expect(search.query!.safeParse({ q: ' ab ' }).success).toBe(false)
    expect(search.query!.safeParse({ q: 'x'.repeat(201) }).success).toBe(false)
    const term = word()
    for (let i = 0; i < 3; i++) await createVideo(db, { title: `${term} part ${i}` })
    const result = (await call('search', { q: term, limit: '2' }))!
    expect((result.data as { type: string }[]).map((item) => item.type)).toEqual(['video', 'video'])
  })
})
