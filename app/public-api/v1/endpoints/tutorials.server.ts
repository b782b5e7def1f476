import { renderedTutorialHtml } from '../../../tutorials/render.server'
import { categorySlugOf, tutorialCategoryBySlug, type TutorialDifficulty } from '../../../tutorials/tutorial-choices'
import { getTutorialBySlug } from '../../../tutorials/tutorial-detail.server'
import { listTutorials, type TutorialCard } from '../../../tutorials/tutorial-list.server'
import { slugParams } from '../schemas'
import { pageOfTutorials, tutorialDetail, tutorialListQuery } from '../schemas/tutorials'
import { absolute, absoluteOrNull, categoryNamed, categoryOf, defineEndpoint, iso, searchPageOf } from './endpoint'

const tutorialPath = (slug: string) => `/tutorials/${encodeURIComponent(slug)}`

function tutorialSummaryOf(tutorial: TutorialCard) {
  return {
    id: tutorial.id,
    slug: tutorial.slug,
    title: tutorial.title,
    description: tutorial.description,
    difficulty: tutorial.difficulty as TutorialDifficulty,
    category: categoryOf(tutorial.category, categorySlugOf),
    tags: tutorial.tags,
    is_premium: tutorial.isPremium,
    estimated_minutes: tutorial.estimatedTime,
    views: tutorial.views,
    likes: tutorial.likes,
    published_at: iso(tutorial.publishedAt!),
    url: absolute(tutorialPath(tutorial.slug)),
    thumbnail_url: absoluteOrNull(tutorial.thumbnail),
  }
}

export const tutorialEndpoints = [
  defineEndpoint({
    path: '/tutorials',
    operationId: 'listTutorials',
    summary: 'Published tutorials, newest first, a page at a time',
    tag: 'Tutorials',
    query: tutorialListQuery,
    response: pageOfTutorials,
    async run(db, { query }) {
      const page = await listTutorials(db, {
        difficulty: query.difficulty,
        category: categoryNamed(tutorialCategoryBySlug, query.category),
        ...searchPageOf(query),
      })
      return { data: page.tutorials.map(tutorialSummaryOf), next_cursor: page.nextCursor }
    },
  }),
  defineEndpoint({
    path: '/tutorials/:slug',
    operationId: 'getTutorial',
    summary: 'One tutorial with its full body and its steps',
    tag: 'Tutorials',
    params: slugParams,
    response: tutorialDetail,
    async run(db, { params }) {
      const tutorial = await getTutorialBySlug(db, params.slug, { canReadPremium: true })
      if (!tutorial) return null
      const body = tutorial.body ? renderedTutorialHtml(tutorial.body) : { html: '', steps: [] }
      return {
        ...tutorialSummaryOf(tutorial),
        body_html: body.html,
        steps: body.steps.map((step) => ({ number: step.number, title: step.title, anchor: step.id, body_html: step.html })),
      }
    },
  }),
]
