/** English text of authors' pages. */
export const enAuthors = {
  'title.author': 'Articles, courses and episodes by {name}',
  'title.authorNotFound': 'Author not found',
  'authors.eyebrow': 'Author',
  'authors.work': 'Work by {name}',
  'authors.none': 'Nothing published yet.',
  'authors.feed': 'RSS feed',
  'authors.elsewhere': 'Elsewhere',
  'authors.notFoundText': 'There is no author page at this address.',
  'authors.kind.articles': 'Article',
  'authors.kind.courses': 'Course',
  'authors.kind.tutorials': 'Tutorial',
  'authors.kind.videos': 'Video',
  'authors.kind.podcasts': 'Podcast episode',
} as const
