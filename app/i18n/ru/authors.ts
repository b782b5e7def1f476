import type { enAuthors } from '../en/authors'

/** Russian text of authors' pages. */
export const ruAuthors: Record<keyof typeof enAuthors, string> = {
  'title.author': 'Статьи, курсы и выпуски автора {name}',
  'title.authorNotFound': 'Автор не найден',
  'authors.eyebrow': 'Автор',
  'authors.work': 'Публикации автора {name}',
  'authors.none': 'Пока ничего не опубликовано.',
  'authors.feed': 'RSS-лента',
  'authors.elsewhere': 'В сети',
  'authors.notFoundText': 'По этому адресу нет страницы автора.',
  'authors.kind.articles': 'Статья',
  'authors.kind.courses': 'Курс',
  'authors.kind.tutorials': 'Руководство',
  'authors.kind.videos': 'Видео',
  'authors.kind.podcasts': 'Выпуск подкаста',
}
