import { articles, courses, learningPaths, podcasts, tutorials, videos, type AssignmentKind, type CollectionItemKind } from '../db/schema'

/** The table an assigned item (a course, learning path or tutorial) lives in. */
export const assignableTable = (kind: AssignmentKind) => (kind === 'course' ? courses : kind === 'path' ? learningPaths : tutorials)

/** The table a collected item (an article, video or podcast episode) lives in. */
export const collectableTable = (kind: CollectionItemKind) => (kind === 'article' ? articles : kind === 'video' ? videos : podcasts)
