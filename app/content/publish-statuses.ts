/**
 * The editorial workflow's states (client-safe): draft → in review → changes requested or
 * approved → published (a future time: scheduled) → unpublished. Readers see only `published`.
 */
export const publishStatuses = ['draft', 'review', 'changes_requested', 'approved', 'published', 'unpublished'] as const
export type PublishStatus = (typeof publishStatuses)[number]

export const publishStatusLabels: Record<PublishStatus, string> = {
  draft: 'Draft',
  review: 'In review',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  published: 'Published',
  unpublished: 'Unpublished',
}
