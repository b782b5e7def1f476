import type { enAuthors } from '../en/authors'

/** German text of authors' pages. */
export const deAuthors: Record<keyof typeof enAuthors, string> = {
  'title.author': 'Artikel, Kurse und Folgen von {name}',
  'title.authorNotFound': 'Autor nicht gefunden',
  'authors.eyebrow': 'Autor',
  'authors.work': 'Beiträge von {name}',
  'authors.none': 'Noch nichts veröffentlicht.',
  'authors.feed': 'RSS-Feed',
  'authors.elsewhere': 'Im Netz',
  'authors.notFoundText': 'Unter dieser Adresse gibt es keine Autorenseite.',
  'authors.kind.articles': 'Artikel',
  'authors.kind.courses': 'Kurs',
  'authors.kind.tutorials': 'Tutorial',
  'authors.kind.videos': 'Video',
  'authors.kind.podcasts': 'Podcast-Folge',
}
