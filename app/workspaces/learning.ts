import type { AssignmentKind, CollectionItemKind } from '../db/schema/workspace-learning'
import { coursePath, learningPathPath } from '../courses/course-choices'
import type { MessageKey } from '../i18n/en'
import type { FieldErrors, FormValues } from '../lib/form-values'

/**
 * Client-safe pieces of a workspace's learning: where assigned and collected items live, and
 * how an assignment's status reads. The pages and components use them; this file imports
 * only types from the schema.
 */
export type { AssignmentKind, CollectionItemKind }

export const assignmentKindList = ['course', 'path', 'tutorial'] as const satisfies readonly AssignmentKind[]

/** A note on a collected item: at most this many characters. */
export const NOTE_MAX = 280

/** done: every lesson completed (a tutorial: opened); in_progress: started; not_started. */
export type AssignmentStatus = 'done' | 'in_progress' | 'not_started'

export interface Progress {
  status: AssignmentStatus
  percent: number
}

export function assignedItemHref(kind: AssignmentKind, slug: string) {
  if (kind === 'course') return coursePath(slug)
  if (kind === 'path') return learningPathPath(slug)
  return `/tutorials/${encodeURIComponent(slug)}`
}

export function collectedItemHref(kind: CollectionItemKind, slug: string) {
  const base = kind === 'article' ? '/news/' : kind === 'video' ? '/videos/' : '/podcasts/'
  return base + encodeURIComponent(slug)
}

const itemPaths: [RegExp, CollectionItemKind][] = [
  [/^\/news\/([^/]+)\/?$/, 'article'],
  [/^\/videos\/([^/]+)\/?$/, 'video'],
  [/^\/podcasts\/([^/]+)\/?$/, 'podcast'],
]

/**
 * The article, video or episode a pasted address points at: a full address (any host: only
 * the path counts) or a path such as "/news/some-story". Null when it names none of them.
 */
export function parseItemLink(link: string): { kind: CollectionItemKind; slug: string } | null {
  const text = link.trim()
  if (!text || text.length > 2000) return null
  let pathname: string
  try {
    pathname = new URL(text, 'http://site.invalid').pathname
  } catch {
    return null
  }
  for (const [pattern, kind] of itemPaths) {
    const match = pattern.exec(pathname)
    if (!match) continue
    try {
      const slug = decodeURIComponent(match[1]!)
      return slug && !slug.includes('/') ? { kind, slug } : null
    } catch {
      return null
    }
  }
  return null
}

/** The UTC day of a moment as YYYY-MM-DD: due dates are days, compared in UTC. */
export const utcDayOf = (at: Date) => at.toISOString().slice(0, 10)

/** Overdue: a due day before today (UTC) on something not done. */
export const isOverdue = (dueOn: string | null, status: AssignmentStatus, today: string) => dueOn !== null && dueOn < today && status !== 'done'

/**
 * What a form of the learning page answers: a success to name (a message key and its values)
 * or a refusal, with each field's message and what was typed. `target` names the collection
 * or row a form was about, so only that form shows the outcome; `at` changes on every
 * success, so the form that succeeded starts empty again.
 */
export interface LearningFormResult {
  intent: string
  ok: boolean
  /** A refusal not about one field, in the reader's language. */
  message: string | null
  done?: { key: MessageKey; values?: Record<string, string | number> }
  errors: FieldErrors
  values: FormValues
  target?: string
  at?: number
}
