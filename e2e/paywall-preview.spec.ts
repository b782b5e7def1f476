import { coursesA } from '../app/db/seed/data/courses-a'
import { coursesB } from '../app/db/seed/data/courses-b'
import { coursesC } from '../app/db/seed/data/courses-c'
import { coursesD } from '../app/db/seed/data/courses-d'
import { coursesE } from '../app/db/seed/data/courses-e'
import { coursesF } from '../app/db/seed/data/courses-f'
import { podcastsA } from '../app/db/seed/data/podcasts-a'
import { podcastsB } from '../app/db/seed/data/podcasts-b'
import { consentCookie } from './support/consent'
import { expect, test } from './support/test'
import { premiumTutorial } from './support/tutorials'

test('a visitor reads the opening of a premium article, fading into the upgrade box with a way to log in', async ({ page }) => {
  await page.context().addCookies([consentCookie])
  await page.goto('/news?search=Algorithmic%20Bias%20Audit')
  await page.getByTestId('news-grid').getByRole('article').first().getByRole('link').click()
  await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/)
  const articlePath = new URL(page.url()).pathname
  const preview = page.getByTestId('article-preview')
  await expect(preview).toBeVisible()
  const paragraphs = await preview.locator('p').count()
  expect(paragraphs).toBeGreaterThanOrEqual(1)
  expect(paragraphs).toBeLessThanOrEqual(3)
  await expect(page.getByTestId('article-body')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'This is a premium article' })).toBeVisible()
  await page.getByRole('link', { name: 'Already a member? Log in' }).click()
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(articlePath)}$`))
})

test('a visitor reads the introduction of a premium tutorial above the upgrade box, with a way to log in', async ({ page }) => {
  await page.context().addCookies([consentCookie])
  await page.goto(premiumTutorial)
  await expect(page.getByTestId('article-preview')).toBeVisible()
  await expect(page.getByTestId('tutorial-body')).toHaveCount(0)
  await expect(page.getByTestId('premium-prompt').getByRole('link', { name: 'Already a member? Log in' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(premiumTutorial)}`)
})

test('a locked lesson and a premium episode’s notes show their opening too, with a way to log in', async ({ page }) => {
  await page.context().addCookies([consentCookie])
  const course = [...coursesA, ...coursesB, ...coursesC, ...coursesD, ...coursesE, ...coursesF].find((c) => c.isPremium)!
  const lessonPath = `/education/course/${course.slug}/lesson/${course.lessons[1]!.slug}`
  await page.goto(lessonPath)
  await expect(page.getByTestId('lesson-body')).toHaveCount(0)
  await expect(page.getByTestId('article-preview').locator('p').first()).toBeVisible()
  await expect(page.getByTestId('lesson-locked').getByRole('link', { name: 'Already a member? Log in' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(lessonPath)}`)

  const episode = [...podcastsA, ...podcastsB].find((e) => e.isPremium)!
  await page.goto(`/podcasts/${episode.slug}`)
  await expect(page.getByTestId('show-notes')).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Show notes' }).getByTestId('article-preview')).toBeVisible()
  await expect(page.getByTestId('premium-prompt')).toBeVisible()
})
