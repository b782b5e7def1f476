import type { enAuthors } from '../en/authors'

/** Spanish text of authors' pages. */
export const esAuthors: Record<keyof typeof enAuthors, string> = {
  'title.author': 'Artículos, cursos y episodios de {name}',
  'title.authorNotFound': 'Autor no encontrado',
  'authors.eyebrow': 'Autor',
  'authors.work': 'Trabajos de {name}',
  'authors.none': 'Todavía no ha publicado nada.',
  'authors.feed': 'Feed RSS',
  'authors.elsewhere': 'En otros sitios',
  'authors.notFoundText': 'No hay ninguna página de autor en esta dirección.',
  'authors.kind.articles': 'Artículo',
  'authors.kind.courses': 'Curso',
  'authors.kind.tutorials': 'Tutorial',
  'authors.kind.videos': 'Vídeo',
  'authors.kind.podcasts': 'Episodio de pódcast',
}
