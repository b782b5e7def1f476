import { z } from 'zod'
import { tutorialCategorySlugs, tutorialDifficulties } from '../../../tutorials/tutorial-choices'
import { category, categoryFilter, inOrder, itemIdentity, itemPublication, pageOf, pageQuery, searchText } from '../schemas'

const difficulty = z.enum(tutorialDifficulties)

export const tutorialSummary = z
  .object({
    ...itemIdentity,
    description: z.string(),
    difficulty,
    category,
    tags: z.array(z.string()),
    is_premium: z.boolean(),
    estimated_minutes: z.number().int(),
    views: z.number().int(),
    likes: z.number().int(),
    ...itemPublication,
  })
  .meta({ id: 'TutorialSummary' })

const tutorialStep = z
  .object({
    number: z.number().int().meta({ description: 'The step’s number, as its heading gives it.' }),
    title: z.string(),
    anchor: z.string().meta({ description: 'The id of the step’s heading in `body_html` and on the page (`url#anchor`).' }),
    body_html: z.string().meta({ description: 'The step’s part of the body: from its heading to the next heading.' }),
  })
  .meta({ id: 'TutorialStep' })

export const tutorialDetail = tutorialSummary
  .extend({
    body_html: z.string().meta({ description: 'The whole body with highlighted code, premium tutorials included (Enterprise includes premium).' }),
    steps: inOrder(tutorialStep),
  })
  .meta({ id: 'Tutorial' })

export const pageOfTutorials = pageOf(tutorialSummary, 'TutorialPage')

export const tutorialListQuery = pageQuery('Tutorials').extend({
  difficulty: difficulty.optional().meta({ description: 'Only tutorials of this difficulty.' }),
  category: categoryFilter(tutorialCategorySlugs),
  q: searchText,
})
