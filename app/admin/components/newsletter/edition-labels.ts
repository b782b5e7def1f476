import type { EditionKind, EditionStatus } from '../../../db/schema/newsletter'

/** The badge tone of an edition's status, on the newsletter page and an edition's own page. */
export const editionStatusTones = { draft: 'slate', scheduled: 'blue', sending: 'amber', sent: 'green', cancelled: 'red' } as const satisfies Record<EditionStatus, string>

/** An edition's status in words. */
export const editionStatusLabels = { draft: 'Draft', scheduled: 'Scheduled', sending: 'Sending', sent: 'Sent', cancelled: 'Cancelled' } as const satisfies Record<EditionStatus, string>

/** An edition's kind in words: written by an editor, or one of the automatic ones. */
export const editionKindLabels = { admin: 'Editor', daily_digest: 'Daily digest', weekly_summary: 'Weekly summary', breaking_news: 'Breaking news' } as const satisfies Record<EditionKind, string>
