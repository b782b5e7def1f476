/**
 * The advertising vocabulary, shared by the schema, the server and the pages (client-safe).
 */
import { adPackageIds, adPlacements, campaignStatuses, creativeStatuses, invalidReasons } from '../db/schema/ad-vocabulary'

export { adPackageIds, adPlacements, campaignStatuses, creativeStatuses, invalidReasons }
export type AdPackageId = (typeof adPackageIds)[number]
export type AdPlacement = (typeof adPlacements)[number]
export type CampaignStatus = (typeof campaignStatuses)[number]
export type CreativeStatus = (typeof creativeStatuses)[number]
export type InvalidReason = (typeof invalidReasons)[number]

/** Where staff may move a campaign from each status. */
const nextStatuses: Partial<Record<CampaignStatus, CampaignStatus[]>> = {
  scheduled: ['live', 'paused', 'completed'],
  live: ['paused', 'completed'],
  paused: ['live', 'completed'],
}

export const allowedStatuses = (status: string) => nextStatuses[status as CampaignStatus] ?? []

/** Newsletter editions a campaign may sponsor (breaking news carries no sponsor). */
export const sponsoredEditionKinds = ['daily_digest', 'weekly_summary', 'admin'] as const
export type SponsoredEditionKind = (typeof sponsoredEditionKinds)[number]
export const isSponsoredEditionKind = (value: unknown): value is SponsoredEditionKind => sponsoredEditionKinds.includes(value as SponsoredEditionKind)

export const isAdPackageId = (value: unknown): value is AdPackageId => adPackageIds.includes(value as AdPackageId)

export const isAdPlacement = (value: unknown): value is AdPlacement => adPlacements.includes(value as AdPlacement)
