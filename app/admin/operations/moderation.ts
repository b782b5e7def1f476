/** Comment filters and moderation actions (shared by the server and the comments page). */
export const commentFilters = ['all', 'pending', 'approved', 'hidden'] as const
export type CommentFilter = (typeof commentFilters)[number]
export const moderationActions = ['approve', 'hide', 'restore', 'delete'] as const
export type ModerationAction = (typeof moderationActions)[number]

export const parseCommentFilter = (value: string | null): CommentFilter =>
  commentFilters.find((filter) => filter === value) ?? 'all'
