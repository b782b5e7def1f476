import type { enAuthors } from '../en/authors'

/** Japanese text of authors' pages. */
export const jaAuthors: Record<keyof typeof enAuthors, string> = {
  'title.author': '{name}の記事・コース・エピソード',
  'title.authorNotFound': '著者が見つかりません',
  'authors.eyebrow': '著者',
  'authors.work': '{name}の作品',
  'authors.none': 'まだ公開されたものはありません。',
  'authors.feed': 'RSSフィード',
  'authors.elsewhere': '外部リンク',
  'authors.notFoundText': 'このアドレスに著者ページはありません。',
  'authors.kind.articles': '記事',
  'authors.kind.courses': 'コース',
  'authors.kind.tutorials': 'チュートリアル',
  'authors.kind.videos': '動画',
  'authors.kind.podcasts': 'ポッドキャストのエピソード',
}
