import type { Db } from '../client.server'
import { adCampaigns, adCreatives, advertisers } from '../schema/ads'
import { insertRow, uniqueSuffix } from './factories'

/** An advertiser; the name is unique unless given. */
export async function createAdvertiser(db: Db, input: Partial<typeof advertisers.$inferInsert> = {}) {
  return insertRow(db, advertisers, { name: `Northwind Analytics ${uniqueSuffix()}`, website: 'https://northwind.example', ...input })
}

/** A live Startup campaign for all placements and categories, unless told otherwise. */
export async function createCampaign(db: Db, input: Partial<typeof adCampaigns.$inferInsert> & { advertiserId: string }) {
  return insertRow(db, adCampaigns, {
    name: `Spring launch ${uniqueSuffix()}`,
    packageId: 'startup',
    status: 'live',
    startsOn: '2031-03-01',
    endsOn: '2031-03-30',
    soldImpressions: 10_000,
    priceCents: 29_900,
    ...input,
  })
}

/** An approved banner of a campaign, unless told otherwise. */
export async function createCreative(db: Db, input: Partial<typeof adCreatives.$inferInsert> & { campaignId: string }) {
  return insertRow(db, adCreatives, {
    headline: 'Forecast demand without a data team',
    body: 'Connect your store and get weekly forecasts your planners can read.',
    callToAction: 'Start a free trial',
    destinationUrl: 'https://northwind.example/forecasts?utm_source=lumen&utm_medium=banner',
    status: 'approved',
    ...input,
  })
}
