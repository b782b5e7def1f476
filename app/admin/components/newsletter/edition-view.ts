import type { getEdition } from '../../../newsletter/editions/editions.server'

type EditionRow = NonNullable<Awaited<ReturnType<typeof getEdition>>>

/** What an edition's page shows of a saved edition, and whether an editor can still change it. */
export type EditionView = Pick<EditionRow, 'id' | 'kind' | 'subject' | 'status' | 'scheduledFor' | 'startedAt' | 'sentAt' | 'createdAt' | 'recipients'> & {
  isEditable: boolean
}
