import type { enAuthors } from '../en/authors'

/** French text of authors' pages. */
export const frAuthors: Record<keyof typeof enAuthors, string> = {
  'title.author': 'Articles, cours et épisodes de {name}',
  'title.authorNotFound': 'Auteur introuvable',
  'authors.eyebrow': 'Auteur',
  'authors.work': 'Publications de {name}',
  'authors.none': 'Rien de publié pour le moment.',
  'authors.feed': 'Flux RSS',
  'authors.elsewhere': 'Ailleurs',
  'authors.notFoundText': 'Il n’existe pas de page d’auteur à cette adresse.',
  'authors.kind.articles': 'Article',
  'authors.kind.courses': 'Cours',
  'authors.kind.tutorials': 'Tutoriel',
  'authors.kind.videos': 'Vidéo',
  'authors.kind.podcasts': 'Épisode de podcast',
}
