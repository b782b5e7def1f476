import type { enAuthors } from '../en/authors'

/** Arabic text of authors' pages. */
export const arAuthors: Record<keyof typeof enAuthors, string> = {
  'title.author': 'مقالات ودورات وحلقات {name}',
  'title.authorNotFound': 'المؤلف غير موجود',
  'authors.eyebrow': 'المؤلف',
  'authors.work': 'أعمال {name}',
  'authors.none': 'لم يُنشر شيء بعد.',
  'authors.feed': 'موجز RSS',
  'authors.elsewhere': 'في أماكن أخرى',
  'authors.notFoundText': 'لا توجد صفحة مؤلف على هذا العنوان.',
  'authors.kind.articles': 'مقال',
  'authors.kind.courses': 'دورة',
  'authors.kind.tutorials': 'درس تطبيقي',
  'authors.kind.videos': 'فيديو',
  'authors.kind.podcasts': 'حلقة بودكاست',
}
