import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, expect, test, type Page } from './support/test'
import { fr } from '../app/i18n/fr'
import { chromiumLaunchOptions } from './browser'
import { openAsAdmin } from './support/admin'
import { prepare } from './support/listening'
import { registerMember } from './support/register'

/**
 * Offline reading (issue: installable app, saved pages): a Premium member saves an article, a
 * lesson and an episode, goes offline, reads and plays them from the saved library, meets the
 * offline page for a page not saved, and the progress made offline reaches the server when the
 * network returns. After logout nothing saved is left on the device.
 */

/** The pages a member saves, and one they never save. */
const pages = {
  article: '/news/what-a-real-algorithmic-bias-audit-looks-like',
  lesson: '/education/course/recommendation-systems-in-practice/lesson/collaborative-filtering-with-matrix-factorization',
  episode: '/podcasts/evaluation-is-the-new-benchmark',
  unsaved: '/news/inside-a-retrieval-augmented-help-desk',
}

/**
 * A line of the saved article's and lesson's text, to find them in the offline reader. The
 * article's comes from past the opening a visitor may read (the paywall preview).
 */
const savedTexts = {
  article: 'TalentGrid removed the employment-gap feature',
  lesson: 'Matrix factorization assumes',
}

test.use({ serviceWorkers: 'allow' })
// One after the other: the new-deploy test changes the build's worker file, which would make a
// worker another test is installing at the same moment wait instead of taking over.
test.describe.configure({ mode: 'default' })

/** A new member with a Premium trial from the test-mode checkout. */
async function premiumMember(page: Page) {
  await prepare(page)
  const member = await registerMember(page, { name: 'Olive Offline', emailPrefix: 'offline' })
  await page.goto('/subscription/checkout?plan=premium-month')
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM/YY)').fill('12/39')
  await page.getByLabel('Security code (CVC)').fill('123')
  await page.getByRole('button', { name: 'Start free trial' }).click()
  await expect(page).toHaveURL(/\/subscription\?subscribed=trial/)
  return member
}

/** The service worker is installed and controls the page; if not, says where it stopped. */
async function controlled(page: Page) {
  try {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
  } catch (error) {
    const worker = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration()
      return reg ? `installing: ${reg.installing?.state ?? 'none'}, waiting: ${reg.waiting?.state ?? 'none'}, active: ${reg.active?.state ?? 'none'}` : 'not registered'
    })
    throw new Error(`The service worker does not control ${page.url()} after 30 s (${worker})`, { cause: error })
  }
}

async function save(page: Page, path: string) {
  await page.goto(path)
  await page.getByTestId('save-offline').click()
  await expect(page.getByTestId('saved-offline')).toBeVisible({ timeout: 30_000 })
}

/** A new Premium member whose service worker is in control, who saved these pages for offline reading. */
async function premiumMemberWithSaved(page: Page, paths: string[]) {
  await premiumMember(page)
  await page.goto('/')
  await controlled(page)
  for (const path of paths) await save(page, path)
}

/** What the page can see of saved content: the cached files and the saved pages. */
function savedOnDevice(page: Page) {
  return page.evaluate(async () => {
    const cached = (await caches.has('lumen-saved-media')) ? (await (await caches.open('lumen-saved-media')).keys()).map((request) => new URL(request.url).pathname) : []
    const databases = (await indexedDB.databases()).map((db) => db.name)
    // Every other cache is the service worker's pre-cache: scripts, styles, icons and the offline page.
    const precached = await Promise.all((await caches.keys()).filter((name) => name !== 'lumen-saved-media').map(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)))
    return { cached, databases, precached: precached.flat() }
  })
}

/** The progress posts waiting on the device, by address. */
const queued = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open('lumen-offline')
        opening.onerror = () => reject(opening.error)
        opening.onsuccess = () => {
          const read = opening.result.transaction('outbox').objectStore('outbox').getAll()
          read.onsuccess = () => resolve((read.result as { url: string }[]).map((entry) => entry.url).sort())
          read.onerror = () => reject(read.error)
        }
      }),
  )

test('a Premium member reads, plays and makes progress offline; it reaches the server online; logout leaves nothing', async ({ page, context }) => {
  test.setTimeout(180_000)
  await premiumMemberWithSaved(page, [pages.article, pages.lesson, pages.episode])

  await page.goto('/profile/offline')
  const library = page.getByTestId('saved-library')
  await expect(library.getByTestId('saved-item')).toHaveCount(3)
  await expect(library.locator('[data-available="yes"]')).toHaveCount(3)
  await expect(page.getByTestId('saved-space')).toContainText('used on this device')

  await context.setOffline(true)
  await page.goto('/profile/offline').catch(() => undefined)
  await expect(page.getByTestId('offline-badge')).toHaveText('Offline')
  await expect(page.getByTestId('saved-item')).toHaveCount(3)
  await page.getByTestId('saved-item').filter({ hasText: 'Algorithmic Bias Audit' }).getByRole('link').click()
  await expect(page.getByTestId('offline-body')).toContainText(savedTexts.article)

  await page.goto(pages.lesson)
  await expect(page).toHaveURL(/\/offline\?from=/)
  await expect(page.getByTestId('offline-body')).toContainText(savedTexts.lesson)
  await page.getByRole('button', { name: 'Mark as complete' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Marked complete' })).toBeVisible()

  await page.goto(pages.episode)
  const audio = page.getByTestId('offline-audio')
  await audio.evaluate((element: HTMLAudioElement) => element.play())
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 20_000 }).toBeGreaterThan(1.2)
  await audio.evaluate((element: HTMLAudioElement) => element.pause())
  // The completed lesson and where the episode stopped wait on the device.
  await expect.poll(() => queued(page)).toEqual([pages.episode + '/position', pages.lesson].sort())

  await page.goto(pages.unsaved)
  await expect(page.getByTestId('offline-not-saved')).toContainText('This page is not saved for offline reading')

  // Back online: the next page sends what waited.
  await context.setOffline(false)
  await page.goto('/')
  await expect.poll(async () => {
    await page.goto(pages.lesson)
    return page.getByTestId('lesson-done').count()
  }, { timeout: 30_000 }).toBe(1)
  await page.goto(pages.episode)
  await expect(page.getByText(/Resuming at 0:0[1-9]/)).toBeVisible()

  // Logout deletes the saved content from this device.
  expect((await savedOnDevice(page)).cached.length).toBeGreaterThan(0)
  await page.getByTestId('user-menu').locator('summary').click()
  await page.getByTestId('user-menu').getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible()
  await expect.poll(async () => (await savedOnDevice(page)).databases).not.toContain('lumen-offline')
  const left = await savedOnDevice(page)
  expect(left.cached).toEqual([])
  expect(left.precached.filter((path) => path.startsWith('/news/') || path.startsWith('/podcasts/') || path.startsWith('/education/'))).toEqual([])
})

test('a Premium member saves a streamed premium video as its 360p file and plays it offline', async ({ page, context }) => {
  test.setTimeout(180_000)
  const video = '/videos/inside-a-transformer-attention-step-by-step'
  await premiumMember(page)
  await page.goto('/')
  await controlled(page)
  // The member's first visit sends the demo video to the transcoder; it plays the file meanwhile.
  await expect(async () => {
    await page.goto(`${video}?fresh=${Date.now()}`)
    await expect(page.getByTestId('video-player')).toHaveAttribute('data-stream', 'hls', { timeout: 1000 })
  }).toPass({ timeout: 90_000, intervals: [2000] })
  await save(page, video)
  // The single-file rendition is saved (with the captions), not the source file.
  const { cached } = await savedOnDevice(page)
  const file = cached.find((path) => /^\/streams\/[0-9a-f-]{36}\/[\w-]+\/\d{10}\.[\w-]{27}\/file\.mp4$/.test(path))
  expect(file).toBeDefined()
  expect(cached.filter((path) => path.startsWith('/media/video/'))).toEqual([])

  await context.setOffline(true)
  await page.goto(video).catch(() => undefined)
  const player = page.getByTestId('offline-video')
  await expect(player).toHaveAttribute('src', file!)
  await player.evaluate((element: HTMLVideoElement) => { element.muted = true; return element.play() })
  await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 }).toBeGreaterThan(1)
  expect(await player.evaluate((element: HTMLVideoElement) => element.videoHeight)).toBe(360)
  await context.setOffline(false)
})

test('a free member’s Save for offline leads to the upgrade prompt, and nothing is saved', async ({ page }) => {
  await prepare(page)
  await registerMember(page, { name: 'Finn Free', emailPrefix: 'offline-free' })
  await page.goto(pages.unsaved)
  await page.getByTestId('save-offline').click()
  const prompt = page.getByTestId('offline-upgrade')
  await expect(prompt).toContainText('Read offline with Premium')
  await expect(prompt.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/subscription')
  expect(await page.evaluate(() => caches.has('lumen-saved-media'))).toBe(false)
  // The server refuses the pack itself to a free member.
  const refused = await page.request.get(`/offline/pack?path=${encodeURIComponent(pages.unsaved)}`)
  expect(refused.status()).toBe(403)
})

test('the service worker keeps no premium answer for a visitor, and one member’s saved pages are not shown to the next user', async ({ browser }) => {
  test.setTimeout(180_000)
  const context = await browser.newContext({ serviceWorkers: 'allow' })
  const page = await context.newPage()
  await prepare(page)
  // A visitor reads the premium article's teaser online; offline, the article is not there.
  await page.goto(pages.article)
  await controlled(page)
  await page.goto(pages.article)
  await expect(page.getByTestId('article-body')).toHaveCount(0)
  await context.setOffline(true)
  await page.goto(pages.article).catch(() => undefined)
  await expect(page.getByTestId('offline-badge')).toBeVisible()
  await expect(page.getByTestId('article-body')).toHaveCount(0)
  expect(await page.content()).not.toContain(savedTexts.article)
  // The worker's caches hold its pre-cache only: scripts, styles, icons and the offline page.
  expect((await savedOnDevice(page)).precached.filter((path) => path !== '/offline' && !/^\/(assets\/|[\w-]+\.(png|svg)$)/.test(path))).toEqual([])
  await context.setOffline(false)

  // A member saves the article; their session ends without logging out (cookies cleared).
  await premiumMember(page)
  await save(page, pages.article)
  expect((await savedOnDevice(page)).databases).toContain('lumen-offline')
  await context.clearCookies()
  await prepare(page)
  // The next user of this browser signs up: the first page they open removes what was saved.
  await registerMember(page, { name: 'Nico Next', emailPrefix: 'offline-next' })
  await expect.poll(async () => (await savedOnDevice(page)).databases).not.toContain('lumen-offline')
  expect((await savedOnDevice(page)).cached).toEqual([])
  await context.setOffline(true)
  await page.goto(pages.article).catch(() => undefined)
  await expect(page.getByTestId('offline-badge')).toBeVisible()
  await expect(page.getByTestId('offline-body')).toHaveCount(0)
  expect(await page.content()).not.toContain(savedTexts.article)
  await context.close()
})

test('the browser finds the site installable, and the first load carries only the small registration', async ({ baseURL }) => {
  // Installing needs a browser profile of its own (a fresh context counts as incognito).
  const profile = mkdtempSync(path.join(tmpdir(), 'lumen-install-'))
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, baseURL, serviceWorkers: 'allow' })
  const page = context.pages()[0] ?? (await context.newPage())
  await prepare(page)
  await page.goto('/')
  await controlled(page)
  const cdp = await context.newCDPSession(page)
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }
  expect(installabilityErrors).toEqual([])
  const manifest = await (await page.request.get('/manifest.webmanifest')).json()
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const answer = await page.request.get(icon.src)
    expect(answer.status(), icon.src).toBe(200)
    expect(answer.headers()['content-type']).toBe('image/png')
  }
  // The page's own scripts load neither the worker nor the offline module up front.
  const html = await (await page.request.get('/news')).text()
  const preloaded = [...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map(([, href]) => href)
  expect(preloaded.filter((href) => /register|save-offline|saved-store|sw\.js/.test(href!))).toEqual([])
  await context.close()
  rmSync(profile, { recursive: true, force: true })
})

test('saved pages are deleted when their owner has not been online for 30 days', async ({ page, context }) => {
  test.setTimeout(120_000)
  await premiumMemberWithSaved(page, [pages.article])
  // The owner was last online 31 days ago.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open('lumen-offline')
        opening.onsuccess = () => {
          const store = opening.result.transaction('meta', 'readwrite').objectStore('meta')
          const read = store.get('owner')
          read.onsuccess = () => {
            const written = store.put({ ...read.result, lastOnlineAt: new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString() }, 'owner')
            written.onsuccess = () => resolve()
            written.onerror = () => reject(written.error)
          }
        }
        opening.onerror = () => reject(opening.error)
      }),
  )
  await context.setOffline(true)
  await page.goto(pages.article).catch(() => undefined)
  await expect(page.getByText('What you saved was deleted because you had not been online for 30 days')).toBeVisible()
  await expect(page.getByTestId('offline-body')).toHaveCount(0)
  expect((await savedOnDevice(page)).databases).not.toContain('lumen-offline')
})

test('a worker whose pre-cache failed installs again a few seconds later, while the page stays open', async ({ page, context }) => {
  test.setTimeout(60_000)
  await prepare(page)
  let refused = 0
  await context.route(
    (url) => url.pathname === '/offline',
    (route) => (route.request().serviceWorker() && refused++ === 0 ? route.abort('connectionreset') : route.continue()),
  )
  await page.goto('/')
  await controlled(page)
  expect(refused).toBeGreaterThanOrEqual(2)
})

test('a new deploy’s worker waits, the page offers “New version available — Reload”, and Reload hands over to it', async ({ page }) => {
  await prepare(page)
  await page.goto('/')
  await controlled(page)
  // The next deploy: the server's worker file changes (and is put back afterwards).
  const workerFile = path.join(process.env.BUILD_DIR ?? 'build', 'client', 'sw.js')
  const deployed = readFileSync(workerFile, 'utf8')
  try {
    writeFileSync(workerFile, `${deployed}\n// the next deploy\n`)
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update())
    const prompt = page.getByTestId('update-prompt')
    await expect(prompt).toContainText('New version available', { timeout: 20_000 })
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting !== null)).toBe(true)
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()])
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting === null)).toBe(true)
    await controlled(page)
    await expect(page.getByTestId('update-prompt')).toHaveCount(0)
  } finally {
    writeFileSync(workerFile, deployed)
  }
})

test('the saved library removes one page, then everything', async ({ page }) => {
  test.setTimeout(120_000)
  await premiumMemberWithSaved(page, [pages.article, pages.episode])
  await page.goto('/profile/offline')
  const items = page.getByTestId('saved-item')
  await expect(items).toHaveCount(2)
  const filesBefore = (await savedOnDevice(page)).cached
  await items.filter({ hasText: 'Evaluation Is the New Benchmark' }).getByRole('button', { name: 'Remove from device' }).click()
  await expect(items).toHaveCount(1)
  // The episode's audio left with it.
  await expect.poll(async () => (await savedOnDevice(page)).cached.length).toBeLessThan(filesBefore.length)
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: 'Remove all' }).click()
  await expect(page.getByText('Nothing saved yet.')).toBeVisible()
  expect((await savedOnDevice(page)).cached).toEqual([])
})

test('a member whose plan no longer includes offline reading finds their saved pages gone at the next online visit', async ({ page, browser }) => {
  test.setTimeout(150_000)
  await prepare(page)
  const name = `Dana Downgrade ${Date.now()}`
  const { email } = await registerMember(page, { name, emailPrefix: 'offline-downgrade' })
  const { admin, close } = await openAsAdmin(browser, '/admin/users')
  await admin.getByRole('searchbox', { name: 'Search users' }).fill(email)
  await admin.getByRole('button', { name: 'Search', exact: true }).click()
  await admin.getByTestId('users-table').getByRole('link', { name }).click()
  const setTier = async (tier: string, shown: string) => {
    await admin.getByTestId('user-actions').getByLabel('Tier', { exact: true }).selectOption(tier)
    await admin.getByRole('button', { name: 'Save' }).click()
    await expect(admin.getByTestId('action-result')).toHaveText(`Tier set to ${shown} (admin override).`)
  }
  await setTier('premium', 'Premium')
  await page.goto('/')
  await controlled(page)
  await save(page, pages.article)
  await setTier('free', 'Free')
  await page.goto('/news')
  await expect.poll(async () => (await savedOnDevice(page)).databases).not.toContain('lumen-offline')
  expect((await savedOnDevice(page)).cached).toEqual([])
  await close()
})

test('offline, the offline page speaks the reader’s language, whose dictionary the worker kept on the way', async ({ page, context }) => {
  await page.context().addCookies([{ name: 'preferred-language', value: 'fr', url: 'http://127.0.0.1' }])
  await prepare(page)
  await page.goto('/')
  await controlled(page)
  await page.goto('/news')
  await context.setOffline(true)
  await page.goto(pages.unsaved).catch(() => undefined)
  await expect(page.getByTestId('offline-not-saved')).toContainText(fr['offline.notSaved'])
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  // Hydrated: the library (read in the browser) says nothing is saved, in French.
  await expect(page.getByText(fr['offline.libraryEmpty'])).toBeVisible()
})
