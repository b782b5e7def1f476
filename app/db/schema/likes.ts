import { check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { memberId } from './accounts'
import { articles } from './news'
import { contentItem, createdAt, inList, cascadeRef } from './columns'

export const interactionTypes = ['like', 'bookmark'] as const

export const userInteractions = pgTable(
  'user_interactions',
  {
    userId: memberId(),
    articleId: cascadeRef('article_id', () => articles.id),
    type: text('type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.articleId, t.type] }),
    check('user_interactions_type_check', inList('type', interactionTypes)),
    index('user_interactions_user_idx').on(t.userId, t.createdAt.desc()),
  ],
)

export const likableKinds = ['tutorial', 'video', 'podcast'] as const

/** Likes on tutorials, videos and podcast episodes (article likes live in user_interactions). */
export const contentLikes = pgTable(
  'content_likes',
  {
    userId: memberId(),
    ...contentItem(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.itemId] }), check('content_likes_kind_check', inList('kind', likableKinds))],
)
