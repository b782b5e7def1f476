import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedQuizzes } from '../../app/db/seed/data/quizzes'
import { seedVideos } from '../../app/db/seed/data/videos'
import { seedArticles, seedCourses, seedPodcastEpisodes, seedTutorials } from '../../app/db/seed/seed.server'
import { previewHtml } from '../../app/content/preview.server'
import { demoClients, HttpClient } from '../support/http-client'
import { startServer, type RunningServer } from '../support/server-process'

/**
 * Premium bodies, lessons, tutorial steps and code, video and audio addresses must never
 * reach a visitor or a free member, in any response: pages, route data, feeds, search and
 * the sitemap. Each secret is a distinctive piece of a premium item of the demo content; a
 * premium member must receive the same secrets, so the test fails if they are not there.
 */

type Secret = { label: string; text: string }

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
/** The text of markup without its tags (highlighted code is split into spans). */
const textOf = (html: string) => decode(html.replace(/<[^>]*>/g, ''))

/** A run of at least six plain words, preferably from the second half of the HTML, not found in `avoid`. */
function phraseOf(html: string, avoid: string[], shared = freeText) {
  const segments = html.split(/<[^>]*>/)
  for (const segment of [...segments.slice(Math.floor(segments.length / 2)), ...segments]) {
    for (const [run] of segment.matchAll(/(?<![\w-])[A-Za-z][A-Za-z0-9-]*(?: [A-Za-z][A-Za-z0-9-]*){5,}/g)) {
      const phrase = run.slice(0, 80).replace(/ \S*$/, '')
      if (phrase.length >= 36 && !avoid.some((text) => text.includes(phrase)) && !shared.includes(phrase)) return phrase
    }
  }
  throw new Error(`No distinctive phrase in: ${html.slice(0, 120)}`)
}

/** A line of code from a step: long, quote-free, and not repeated in the free parts. */
function codeLineOf(html: string, avoid: string[]) {
  for (const [, code] of html.matchAll(/<code[^>]*>([\s\S]*?)<\/code>/g)) {
    for (const line of decode(code!).split('\n').map((l) => l.trim())) {
      if (line.length >= 24 && !/["'\\<>&]/.test(line) && !avoid.some((text) => text.includes(line)) && !freeText.includes(line)) return line
    }
  }
  throw new Error('No code line found')
}

/** Everything free in the demo content: a secret must not appear in any of it. */
const freeText = [
  ...seedArticles.filter((a) => !a.isPremium).map((a) => a.content),
  ...seedCourses.filter((c) => !c.isPremium).flatMap((c) => c.lessons.map((l) => l.content)),
  ...seedTutorials.filter((t) => !t.isPremium).flatMap((t) => [t.intro, t.outro, ...t.steps.map((step) => decode(step.body))]),
  ...seedPodcastEpisodes.filter((e) => !e.isPremium).map((e) => e.showNotes ?? ''),
].join('\n')

const premiumArticles = seedArticles.filter((a) => a.isPremium)
const premiumCourses = seedCourses.filter((c) => c.isPremium)
const premiumTutorials = seedTutorials.filter((t) => t.isPremium)
const premiumVideos = seedVideos.filter((v) => v.isPremium)
const premiumEpisodes = seedPodcastEpisodes.filter((e) => e.isPremium)

const articleSecrets = premiumArticles.map((a) => ({
  path: `/news/${a.slug}`,
  secret: { label: `article ${a.slug}`, text: phraseOf(a.content, [a.excerpt, a.title, previewHtml(a.content)]) },
}))
// The first lesson of a premium course is its free preview; every later one is premium.
const lessonSecrets = premiumCourses.flatMap((c) =>
  c.lessons.slice(1, 3).map((l) => ({
    path: `/education/course/${c.slug}/lesson/${l.slug}`,
    secret: { label: `lesson ${l.slug}`, text: phraseOf(l.content, [c.description, c.lessons[0]!.content, previewHtml(l.content)]) },
  })),
)
const tutorialSecrets = premiumTutorials.flatMap((t) => {
  const free = [t.description, t.intro]
  const withCode = t.steps.find((s) => s.body.includes('<code'))!
  return [
    { path: `/tutorials/${t.slug}`, secret: { label: `tutorial step ${t.slug}`, text: phraseOf(t.steps.at(-1)!.body, free) } },
    { path: `/tutorials/${t.slug}`, secret: { label: `tutorial code ${t.slug}`, text: codeLineOf(withCode.body, free) } },
  ]
})
const videoSecrets = premiumVideos.map((v) => ({
  path: `/videos/${v.slug}`,
  secret: { label: `video ${v.slug}`, text: `/media/video/${v.slug}.webm` },
}))
const episodeSecrets = premiumEpisodes.map((e) => ({
  path: `/podcasts/${e.slug}`,
  secret: { label: `audio ${e.slug}`, text: `/media/audio/${e.slug}.mp3` },
}))
const showNotesSecrets = premiumEpisodes.map((e) => ({
  path: `/podcasts/${e.slug}`,
  secret: { label: `show notes ${e.slug}`, text: phraseOf(e.showNotes ?? '', [e.description, previewHtml(e.showNotes ?? '')]) },
}))
/** The opening a reader without access is shown instead (the preview's first words), per premium page with a text body. */
const openingOf = (html: string) => textOf(previewHtml(html)).trim().split(/\s+/).slice(0, 8).join(' ')
const previews = [
  ...premiumArticles.map((a) => ({ path: `/news/${a.slug}`, opening: openingOf(a.content) })),
  ...premiumCourses.flatMap((c) => c.lessons.slice(1, 3).map((l) => ({ path: `/education/course/${c.slug}/lesson/${l.slug}`, opening: openingOf(l.content) }))),
  ...premiumEpisodes.map((e) => ({ path: `/podcasts/${e.slug}`, opening: openingOf(e.showNotes ?? '') })),
]
const details = [...articleSecrets, ...lessonSecrets, ...tutorialSecrets, ...videoSecrets, ...episodeSecrets, ...showNotesSecrets]
const secrets: Secret[] = details.map((d) => d.secret)

let server: RunningServer
let visitor: HttpClient
let free: HttpClient
let premium: HttpClient
/** Every address a reader can ask for that might show premium items. */
let paths: string[] = []

const dataPath = (path: string) => {
  const [pathname, query] = path.split('?')
  return `${pathname === '/' ? '/_' : pathname}.data${query ? `?${query}` : ''}`
}

beforeAll(async () => {
  server = await startServer()
  ;({ visitor, member: free, premium } = await demoClients(server.url, ['member', 'premium']))

  const lists = [
    '/',
    '/news',
    '/news?page=3',
    '/news?sort=title&page=3',
    '/education',
    '/tutorials',
    '/tutorials?page=3',
    '/videos',
    '/videos?tab=playlists',
    '/podcasts',
    '/podcasts?tab=series',
  ]
  const listed = (await Promise.all(lists.map(async (path) => (await visitor.get(path)).text()))).join('\n')
  const found = (pattern: RegExp) => [...new Set([...listed.matchAll(pattern)].map((m) => m[0]))]
  const playlists = found(/\/playlists\/[0-9a-f-]{36}/g)
  const series = found(/\/podcast-series\/[0-9a-f-]{36}/g)
  const courses = premiumCourses.map((c) => `/education/course/${c.slug}`)
  const categories = [...new Set(premiumArticles.map((a) => a.category))]
  const searches = [...premiumArticles, ...premiumTutorials, ...premiumVideos, ...premiumEpisodes, ...premiumCourses].map(
    (item) => encodeURIComponent(item.title.split(' ').slice(0, 3).join(' ')),
  )
  // Searching for the secret words themselves must find the items without quoting them.
  const bodySearches = articleSecrets.map((a) => encodeURIComponent(a.secret.text.split(' ').slice(0, 4).join(' ')))
  const pages = [...lists, ...new Set(details.map((d) => d.path)), ...courses, ...playlists, ...series]
  paths = [
    ...pages,
    ...pages.map(dataPath),
    '/news/rss.xml',
    ...categories.map((slug) => `/news/category/${slug}/rss.xml`),
    ...series.map((path) => `${path}/feed.xml`),
    '/sitemap.xml',
    ...[...searches, ...bodySearches].flatMap((q) => [`/api/search?q=${q}`, `/search?q=${q}`, `/news?search=${q}`]),
  ]
}, 120_000)

afterAll(() => {
  server?.child.kill('SIGTERM')
})

/** The responses of every address for one reader, fetched a few at a time. */
async function responsesFor(client: HttpClient) {
  const bodies: { path: string; status: number; body: string }[] = []
  for (let i = 0; i < paths.length; i += 6) {
    const batch = paths.slice(i, i + 6)
    bodies.push(
      ...(await Promise.all(
        batch.map(async (path) => {
          const response = await client.get(path)
          return { path, status: response.status, body: await response.text() }
        }),
      )),
    )
  }
  return bodies
}

function leaksIn(responses: { path: string; body: string }[]) {
  const leaks: string[] = []
  for (const { path, body } of responses) {
    const text = textOf(body)
    for (const secret of secrets) {
      if (body.includes(secret.text) || text.includes(secret.text)) leaks.push(`${secret.label} in ${path}`)
    }
  }
  return leaks
}

describe('premium content never leaks', () => {
  it('has secrets for every kind of premium content', () => {
    expect(articleSecrets.length).toBeGreaterThan(0)
    expect(lessonSecrets.length).toBeGreaterThan(0)
    expect(tutorialSecrets.length).toBeGreaterThan(0)
    expect(videoSecrets.length).toBeGreaterThan(0)
    expect(episodeSecrets.length).toBeGreaterThan(0)
    expect(paths.some((p) => p.startsWith('/playlists/'))).toBe(true)
    expect(paths.some((p) => p.endsWith('/feed.xml'))).toBe(true)
  })

  it('a premium member receives every secret on its page and in its route data', async () => {
    const missing: string[] = []
    for (const { path, secret } of details) {
      const page = await (await premium.get(path)).text()
      if (!page.includes(secret.text) && !textOf(page).includes(secret.text)) missing.push(`${secret.label} page`)
      const data = await (await premium.get(dataPath(path))).text()
      if (!data.includes(secret.text) && !textOf(data).includes(secret.text)) missing.push(`${secret.label} data`)
    }
    expect(missing).toEqual([])
  }, 120_000)

  it('a visitor gets none of them from any page, route data, feed, search or the sitemap', async () => {
    const responses = await responsesFor(visitor)
    expect(responses.filter((r) => r.status >= 500).map((r) => r.path)).toEqual([])
    expect(responses.find((r) => r.path === '/sitemap.xml')?.body).toContain('<urlset')
    expect(leaksIn(responses)).toEqual([])
  }, 180_000)

  it('a visitor and a free member read the opening of every premium article, lesson and episode’s notes instead', async () => {
    expect(previews.length).toBeGreaterThan(0)
    const missing: string[] = []
    for (const client of [visitor, free]) {
      for (const { path, opening } of previews) {
        const page = await (await client.get(path)).text()
        if (!opening || !textOf(page).includes(opening) || !page.includes('data-testid="article-preview"')) missing.push(path)
      }
    }
    expect(missing).toEqual([])
  }, 120_000)

  it('a free member gets none of them either', async () => {
    const responses = await responsesFor(free)
    expect(responses.filter((r) => r.status >= 500).map((r) => r.path)).toEqual([])
    expect(leaksIn(responses)).toEqual([])
  }, 180_000)

  it('a quiz’s explanations and right answers reach no learner before they submit: neither the lesson page nor its data', async () => {
    const shown = (body: string, text: string) => body.includes(text) || textOf(body).includes(text)
    const problems: string[] = []
    for (const quiz of seedQuizzes) {
      const path = `/education/course/${quiz.courseSlug}/lesson/${quiz.lessonSlug}`
      for (const [where, body] of [
        ['page', await (await premium.get(path)).text()],
        ['data', await (await premium.get(dataPath(path))).text()],
      ] as const) {
        // The quiz is there: every question's prompt (its first words, free of escaped quotes).
        for (const question of quiz.questions) if (!shown(body, question.prompt.slice(0, 30))) problems.push(`${path} ${where}: a prompt is missing`)
        // Whole explanations: a lesson may quote a sentence of one.
        for (const { explanation } of quiz.questions) if (shown(body, explanation) || body.includes(JSON.stringify(explanation).slice(1, -1))) problems.push(`${path} ${where}: an explanation is sent`)
        if (/isCorrect|correctOption|"answer"|tolerance/.test(body)) problems.push(`${path} ${where}: a right answer is sent`)
      }
    }
    expect(problems).toEqual([])
  }, 60_000)

  it('once today’s free articles are read, the next body is in neither the page nor its data', async () => {
    const freeArticles = seedArticles.filter((a) => !a.isPremium).slice(0, 6)
    const sixth = freeArticles[5]!
    const body = phraseOf(sixth.content, [sixth.excerpt, sixth.title], '')
    for (const client of [new HttpClient(server.url), free]) {
      for (const article of freeArticles.slice(0, 5)) {
        expect(await (await client.get(`/news/${article.slug}`)).text()).toContain('data-testid="article-body"')
      }
      const page = await (await client.get(`/news/${sixth.slug}`)).text()
      expect(page).toContain('data-testid="meter-wall"')
      expect(page).not.toContain(body)
      const data = await (await client.get(`/news/${sixth.slug}.data`)).text()
      expect(data).toContain('walled')
      expect(data).not.toContain(body)
    }
    expect(await (await premium.get(`/news/${sixth.slug}`)).text()).toContain(body)
  }, 60_000)
})
