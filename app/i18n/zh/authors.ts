import type { enAuthors } from '../en/authors'

/** Chinese text of authors' pages. */
export const zhAuthors: Record<keyof typeof enAuthors, string> = {
  'title.author': '{name} 的文章、课程和节目',
  'title.authorNotFound': '未找到作者',
  'authors.eyebrow': '作者',
  'authors.work': '{name} 的作品',
  'authors.none': '尚未发布任何内容。',
  'authors.feed': 'RSS 订阅',
  'authors.elsewhere': '其他平台',
  'authors.notFoundText': '此地址没有作者页面。',
  'authors.kind.articles': '文章',
  'authors.kind.courses': '课程',
  'authors.kind.tutorials': '教程',
  'authors.kind.videos': '视频',
  'authors.kind.podcasts': '播客节目',
}
