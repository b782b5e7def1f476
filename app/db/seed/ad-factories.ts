import type { Db } from '../client.server'
import { adCampaigns, adCreatives, advertisers } from '../schema/ads'
import { uniqueSuffix } from './factories'

/** An advertiser; the name is unique unless given. */
export async function createAdvertiser(db: Db, input: Partial<typeof advertisers.$inferInsert> = {}) {
  const [advertiser] = await db
    .insert(advertisers)
    .values({ name: `Northwind Analytics ${uniqueSuffix()}`, website: 'https://northwind.example', ...input })
    .returning()
  return advertiser!
}

/** A live Startup campaign for all placements and categories, unless told otherwise. */
export async function createCampaign(db: Db, input: Partial<typeof adCampaigns.$inferInsert> & { advertiserId: string }) {
  const [campaign] = await db
    .insert(adCampaigns)
    .values({
      name: `Spring launch ${uniqueSuffix()}`,
      packageId: 'startup',
      status: 'live',
      startsOn: '2031-03-01',
      endsOn: '2031-03-30',
      soldImpressions: 10_000,
      priceCents: 29_900,
      ...input,
    })
    .returning()
  return campaign!
}

/** An approved banner of a campaign, unless told otherwise. */
export async function createCreative(db: Db, input: Partial<typeof adCreatives.$inferInsert> & { campaignId: string }) {
  const [creative] = await db
    .insert(adCreatives)
    .values({
      headline: 'Forecast demand without a data team',
      body: 'Connect your store and get weekly forecasts your planners can read.',
      callToAction: 'Start a free trial',
      destinationUrl: 'https://northwind.example/forecasts?utm_source=lumen&utm_medium=banner',
      status: 'approved',
      ...input,
    })
    .returning()
  return creative!
}
