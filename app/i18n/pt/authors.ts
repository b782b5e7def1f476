import type { enAuthors } from '../en/authors'

/** Portuguese text of authors' pages. */
export const ptAuthors: Record<keyof typeof enAuthors, string> = {
  'title.author': 'Artigos, cursos e episódios de {name}',
  'title.authorNotFound': 'Autor não encontrado',
  'authors.eyebrow': 'Autor',
  'authors.work': 'Trabalhos de {name}',
  'authors.none': 'Ainda não publicou nada.',
  'authors.feed': 'Feed RSS',
  'authors.elsewhere': 'Noutros sítios',
  'authors.notFoundText': 'Não existe página de autor neste endereço.',
  'authors.kind.articles': 'Artigo',
  'authors.kind.courses': 'Curso',
  'authors.kind.tutorials': 'Tutorial',
  'authors.kind.videos': 'Vídeo',
  'authors.kind.podcasts': 'Episódio de podcast',
}
