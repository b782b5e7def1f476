import { describe, expect, expectTypeOf, it } from 'vitest'
import { categorySlug } from '../../app/lib/category-slugs'
import { educationCategoryBySlug, educationCategorySlugOf, educationCategorySlugs, type EducationCategorySlug } from '../../app/courses/course-choices'
import { podcastCategoryBySlug, podcastCategorySlugOf, podcastCategorySlugs } from '../../app/podcasts/podcast-choices'
import { videoCategoryBySlug, videoCategorySlugOf, videoCategorySlugs } from '../../app/videos/video-choices'
import { categorySlugOf, tutorialCategoryBySlug, tutorialCategorySlugs } from '../../app/tutorials/tutorial-choices'
import { educationCategories, podcastCategories, tutorialCategories, videoCategories } from '../../app/db/schema/category-names'

/** Each feature's derived categories, and the addresses the site has always served: a derived slug must never move one. */
const lists = {
  education: [{ names: educationCategories, slugs: educationCategorySlugs, nameBySlug: educationCategoryBySlug, slugOf: educationCategorySlugOf },
    ['machine-learning', 'deep-learning', 'natural-language-processing', 'computer-vision', 'robotics', 'ai-ethics', 'data-science', 'neural-networks']],
  podcasts: [{ names: podcastCategories, slugs: podcastCategorySlugs, nameBySlug: podcastCategoryBySlug, slugOf: podcastCategorySlugOf },
    ['ai-research', 'industry-insights', 'interviews', 'technical-deep-dives', 'ethics-society', 'startup-stories', 'career-advice', 'news-updates']],
  videos: [{ names: videoCategories, slugs: videoCategorySlugs, nameBySlug: videoCategoryBySlug, slugOf: videoCategorySlugOf },
    ['machine-learning', 'deep-learning', 'computer-vision', 'natural-language-processing', 'robotics', 'ai-ethics', 'data-science', 'industry-news']],
  tutorials: [{ names: tutorialCategories, slugs: tutorialCategorySlugs, nameBySlug: tutorialCategoryBySlug, slugOf: categorySlugOf },
    ['machine-learning', 'deep-learning', 'computer-vision', 'natural-language-processing', 'data-science', 'python', 'tensorflow', 'pytorch', 'scikit-learn', 'opencv']],
} as const

type Derived = { names: readonly string[]; slugs: readonly string[]; nameBySlug: Record<string, string>; slugOf: (name: string) => string | undefined }
const cases = Object.entries(lists).map(([feature, [derived, published]]) => [feature, derived as Derived, published] as const)

describe('category slugs derived from the stored names', () => {
  it('turns " & " and spaces into dashes and lower-cases the rest', () => {
    expect(categorySlug('Ethics & Society')).toBe('ethics-society')
    expect(categorySlug('Scikit-learn')).toBe('scikit-learn')
    expect(categorySlug('OpenCV')).toBe('opencv')
    expect(categorySlug('Natural Language Processing')).toBe('natural-language-processing')
    expectTypeOf(categorySlug('News & Updates')).toEqualTypeOf<'news-updates'>()
  })

  it.each(cases)('%s keeps every published URL slug, in the stored order', (_feature, list, published) => {
    expect(list.slugs).toEqual(published)
  })

  it.each(cases)('%s slugs are unique and round-trip through slugOf and nameBySlug', (_feature, list) => {
    expect(new Set(list.slugs).size).toBe(list.slugs.length)
    list.names.forEach((name, index) => {
      const slug = list.slugOf(name)
      expect(slug).toBe(list.slugs[index])
      expect(list.nameBySlug[slug!]).toBe(name)
    })
    expect(Object.keys(list.nameBySlug)).toEqual(list.slugs)
    expect(list.slugOf('Not A Category')).toBeUndefined()
  })

  it('keeps the slug union exact for text keys', () => {
    expectTypeOf<EducationCategorySlug>().toEqualTypeOf<
      'machine-learning' | 'deep-learning' | 'natural-language-processing' | 'computer-vision' | 'robotics' | 'ai-ethics' | 'data-science' | 'neural-networks'
    >()
    expectTypeOf(educationCategoryBySlug['ai-ethics']).toEqualTypeOf<'AI Ethics'>()
  })
})
