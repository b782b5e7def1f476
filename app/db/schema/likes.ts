import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { articles } from './news'
import { createdAt, inList } from './columns'

export const interactionTypes = ['like', 'bookmark'] as const

export const userInteractions = pgTable(
  'user_interactions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
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
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.itemId] }), check('content_likes_kind_check', inList('kind', likableKinds))],
)
