import { articlesA } from '../app/db/seed/data/articles-a'
import { articlesB } from '../app/db/seed/data/articles-b'
import { sponsoredArticles } from '../app/db/seed/data/sponsored-articles'
import { authorsArticle } from '../app/db/seed/data/newsroom'
import { expect, test, type Page } from './support/test'

/** Every published demo article (the newsroom's drafts are not): the list ends after them. */
const demoArticles = articlesA.length + articlesB.length + sponsoredArticles.length + [authorsArticle].length

const themes = ['dark', 'light'] as const

async function useTheme(page: Page, theme: (typeof themes)[number]) {
  await page.context().addCookies([
    { name: 'theme-preference', value: theme, url: 'http://127.0.0.1' },
    { name: 'cookie-consent', value: encodeURIComponent('{"necessary":true}'), url: 'http://127.0.0.1' },
  ])
}

for (const theme of themes) {
  test.describe(`reading in the ${theme} theme`, () => {
    test.beforeEach(({ page }) => useTheme(page, theme))

    test('home shows the platforms, explore cards, stories and the visitor invitations', async ({ page }) => {
      await page.goto('/')
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/)
      const platforms = page.getByTestId('platform-grid').getByRole('link')
      await expect(platforms).toHaveCount(25)
      await expect(platforms.first()).toHaveAttribute('target', '_blank')
      await expect(page.getByRole('heading', { name: 'Featured Stories' })).toBeVisible()
      const explore = page.getByRole('region', { name: 'Explore' }).getByRole('link')
      await expect(explore).toHaveCount(4)
      await expect(page.getByTestId('latest-news').getByRole('article')).toHaveCount(6)
      await expect(page.getByRole('link', { name: 'Join Free Today' })).toHaveAttribute('href', '/register')
      const join = page.getByRole('region', { name: 'Join the AI Revolution' })
      await expect(join.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/register')
      await expect(join.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/subscription')
    })

    test('news: Load More appends pages until the end, then disappears', async ({ page }) => {
      await page.goto('/news')
      const cards = page.getByTestId('news-grid').getByRole('article')
      await expect(cards).toHaveCount(12)
      await page.getByRole('link', { name: 'Load More' }).click()
      await expect(cards).toHaveCount(24)
      await expect(page).toHaveURL(/page=2/)
      await page.getByRole('link', { name: 'Load More' }).click()
      await expect(cards).toHaveCount(demoArticles)
      await expect(page.getByRole('link', { name: 'Load More' })).toHaveCount(0)
      const titles = await cards.locator('h3').allTextContents()
      expect(new Set(titles).size).toBe(demoArticles)
    })

    test('news: sorting, category chips and the remembered list layout', async ({ page }) => {
      // The select applies itself once the page is interactive: wait for it to settle first.
      await page.goto('/news', { waitUntil: 'networkidle' })
      await page.getByLabel('Sort by').selectOption('title')
      await expect(page).toHaveURL(/sort=title/)
      const initials = async () =>
        (await page.getByTestId('news-grid').locator('h3').allTextContents()).map((title) => title[0]!.toLowerCase()).join('')
      const isAlphabetical = async () => {
        const letters = await initials()
        return letters.startsWith('a') && letters === letters.split('').sort().join('')
      }
      await expect.poll(isAlphabetical).toBe(true)
      const chips = page.getByRole('navigation', { name: 'Categories', exact: true })
      await chips.getByRole('link', { name: 'Robotics', exact: true }).click()
      await expect(page).toHaveURL(/category=robotics/)
      await expect(chips.getByRole('link', { name: 'Robotics', exact: true })).toHaveAttribute('aria-current', 'page')
      const categories = await page.getByTestId('news-grid').getByRole('article').locator('span', { hasText: 'Robotics' }).count()
      expect(categories).toBeGreaterThan(0)
      await page.getByRole('button', { name: 'List view' }).click()
      await expect(page.getByTestId('news-grid')).toHaveAttribute('data-view', 'list')
      await page.reload()
      await expect(page.getByTestId('news-grid')).toHaveAttribute('data-view', 'list')
      await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true')
      await page.getByRole('button', { name: 'Grid view' }).click()
      await expect(page.getByTestId('news-grid')).toHaveAttribute('data-view', 'grid')
    })

    test('news: a premium card is marked and a search with no match says so', async ({ page }) => {
      await page.goto('/news?sort=title')
      const premium = page.getByTestId('news-grid').getByRole('article').filter({ has: page.getByTestId('premium-overlay') })
      await expect(premium.first()).toContainText('Upgrade to access')
      await expect(premium.first()).toContainText('Upgrade to Read')
      await page.goto('/news?search=zzzqqqnothing')
      await expect(page.getByText('No articles found')).toBeVisible()
    })

    test('article: badges, meta, share confirmation, related stories', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await page.goto('/news?category=robotics')
      await page.getByTestId('news-grid').getByRole('article').first().getByRole('link').click()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByText(/min read/).first()).toBeVisible()
      await expect(page.getByText(/views/).first()).toBeVisible()
      await page.getByRole('button', { name: /Share/ }).click()
      await expect(page.getByText('Link copied to clipboard')).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Related articles' })).toBeVisible()
    })

    test('article: a premium story shows the teaser and the upgrade prompt only', async ({ page }) => {
      await page.goto('/news?search=Algorithmic%20Bias%20Audit')
      await page.getByTestId('news-grid').getByRole('article').first().getByRole('link').click()
      await expect(page.getByRole('heading', { name: 'This is a premium article' })).toBeVisible()
      await expect(page.locator('[data-testid="article-body"]')).toHaveCount(0)
    })
  })
}
