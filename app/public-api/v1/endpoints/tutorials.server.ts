import { renderedTutorialHtml } from '../../../tutorials/render.server'
import { categorySlugOf, tutorialCategoryNameOf, type TutorialDifficulty } from '../../../tutorials/tutorial-choices'
import { getTutorialBySlug } from '../../../tutorials/tutorial-detail.server'
import { listTutorials, type TutorialCard } from '../../../tutorials/tutorial-list.server'
import { slugParams } from '../schemas'
import { pageOfTutorials, tutorialDetail, tutorialListQuery } from '../schemas/tutorials'
import { categoryOf, defineDetailEndpoint, defineListEndpoint, endpointGroup, identityOf, publicationOf, searchPageOf } from './endpoint'

const tutorialPath = (slug: string) => `/tutorials/${encodeURIComponent(slug)}`

function tutorialSummaryOf(tutorial: TutorialCard) {
  return {
    ...identityOf(tutorial),
    description: tutorial.description,
    difficulty: tutorial.difficulty as TutorialDifficulty,
    category: categoryOf(tutorial.category, categorySlugOf),
    tags: tutorial.tags,
    is_premium: tutorial.isPremium,
    estimated_minutes: tutorial.estimatedTime,
    views: tutorial.views,
    likes: tutorial.likes,
    ...publicationOf(tutorial, tutorialPath(tutorial.slug)),
  }
}

export const tutorialEndpoints = endpointGroup('Tutorials', [
  defineListEndpoint({
    path: '/tutorials',
    operationId: 'listTutorials',
    summary: 'Published tutorials, newest first, a page at a time',
    query: tutorialListQuery,
    response: pageOfTutorials,
    list: (db, query) =>
      listTutorials(db, {
        difficulty: query.difficulty,
        category: tutorialCategoryNameOf(query.category),
        ...searchPageOf(query),
      }),
    data: (page) => page.tutorials.map(tutorialSummaryOf),
  }),
  defineDetailEndpoint({
    path: '/tutorials/:slug',
    operationId: 'getTutorial',
    summary: 'One tutorial with its full body and its steps',
    params: slugParams,
    response: tutorialDetail,
    find: (db, { slug }) => getTutorialBySlug(db, slug, { canReadPremium: true }),
    answer(tutorial) {
      const body = tutorial.body ? renderedTutorialHtml(tutorial.body) : { html: '', steps: [] }
      return {
        ...tutorialSummaryOf(tutorial),
        body_html: body.html,
        steps: body.steps.map((step) => ({ number: step.number, title: step.title, anchor: step.id, body_html: step.html })),
      }
    },
  }),
])
