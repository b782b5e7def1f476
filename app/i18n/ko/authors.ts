import type { enAuthors } from '../en/authors'

/** Korean text of authors' pages. */
export const koAuthors: Record<keyof typeof enAuthors, string> = {
  'title.author': '{name}의 기사, 강좌, 에피소드',
  'title.authorNotFound': '저자를 찾을 수 없습니다',
  'authors.eyebrow': '저자',
  'authors.work': '{name}의 작업',
  'authors.none': '아직 게시된 항목이 없습니다.',
  'authors.feed': 'RSS 피드',
  'authors.elsewhere': '다른 곳에서',
  'authors.notFoundText': '이 주소에는 저자 페이지가 없습니다.',
  'authors.kind.articles': '기사',
  'authors.kind.courses': '강좌',
  'authors.kind.tutorials': '튜토리얼',
  'authors.kind.videos': '동영상',
  'authors.kind.podcasts': '팟캐스트 에피소드',
}
