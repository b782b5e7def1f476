import { eq, inArray } from 'drizzle-orm'
import type { AdPlacement, SponsoredEditionKind } from '../../ads/ad-choices'
import { seedSponsoredEdition } from './seed-sponsored-edition.server'
import { packageOf } from '../../ads/packages'
import { daysBetween, evenDailyPace } from '../../ads/pacing'
import { utcDay } from '../../lib/dates'
import { hashString } from '../../lib/text'
import type { Db } from '../client.server'
import { users } from '../schema/accounts'
import { articles } from '../schema/news'
import { sponsoredArticles } from './data/sponsored-articles'
import { adCampaigns, adCreatives, adDaily, adEpisodeSponsorships, advertiserMembers, advertisers } from '../schema/ads'
import { episodeDownloadDays, podcasts } from '../schema/podcasts'

const DAY = 86_400_000

interface DemoCampaign {
  advertiser: { name: string; website: string }
  name: string
  packageName: 'Startup' | 'Professional' | 'Enterprise'
  /** Days the flight has run before today, and days it still runs after today. */
  daysRun: number
  daysLeft: number
  placements: AdPlacement[]
  categories: string[]
  /** The page categories its history is spread over (where a campaign for every page ran). */
  historyCategories: string[]
  creatives: { headline: string; body: string; callToAction: string; destinationUrl: string }[]
  /** A podcast episode it sponsors, with the message its notes and feed carry, and a week of IAB downloads. */
  sponsorsEpisode?: { slug: string; message: string }
  /** Its advertiser paid for the demo articles that name it as their sponsor (data/sponsored-articles.ts). */
  sponsorsArticles?: boolean
  /** Newsletter editions it sponsors; the demo sends one sponsored weekly summary four days ago. */
  newsletterKinds?: SponsoredEditionKind[]
  /** The demo account that holds the advertiser's portal, and a creative it submitted that waits for staff review. */
  portal?: { email: string; submitted: { headline: string; body: string; callToAction: string; destinationUrl: string } }
}

/**
 * Three advertisers with live campaigns: Brightwave tests two creatives against each other,
 * Tensorforge also sponsors the weekly newsletter, Ledgerline also pays for a sponsored article.
 */
const demoCampaigns: DemoCampaign[] = [
  {
    advertiser: { name: 'Brightwave Analytics', website: 'https://brightwave.example' },
    name: 'Attribution launch',
    packageName: 'Professional',
    daysRun: 19,
    daysLeft: 10,
    placements: ['home', 'news-list', 'article'],
    categories: [],
    historyCategories: ['', 'marketing', 'business', 'generative-ai', 'ml'],
    portal: {
      email: 'ads@brightwave.example',
      submitted: {
        headline: 'Your CFO will finally trust the dashboard',
        body: 'One attribution model for paid, owned and partner channels, reconciled to revenue every morning.',
        callToAction: 'See the model',
        destinationUrl: 'https://brightwave.example/attribution?utm_source=lumen&utm_medium=display&utm_campaign=attribution-launch&utm_content=cfo',
      },
    },
    creatives: [
      {
        headline: 'See which channel really made the sale',
        body: 'Brightwave joins your ad, CRM and store data into one attribution model your finance team will sign off.',
        callToAction: 'Book a demo',
        destinationUrl: 'https://brightwave.example/attribution?utm_source=lumen&utm_medium=display&utm_campaign=attribution-launch&utm_content=channel',
      },
      {
        headline: 'Stop arguing about last click',
        body: 'Model-based attribution in a week, on the data you already have. No tracking pixels, no guesswork.',
        callToAction: 'Try it free',
        destinationUrl: 'https://brightwave.example/attribution?utm_source=lumen&utm_medium=display&utm_campaign=attribution-launch&utm_content=last-click',
      },
    ],
  },
  {
    advertiser: { name: 'Tensorforge Cloud', website: 'https://tensorforge.example' },
    name: 'Research credits',
    packageName: 'Professional',
    newsletterKinds: ['weekly_summary'],
    daysRun: 11,
    daysLeft: 18,
    placements: ['article', 'education', 'podcast', 'video'],
    // News, education, podcast and video categories each have their own slugs.
    categories: ['ml', 'nlp', 'cv', 'robotics', 'generative-ai', 'machine-learning', 'deep-learning', 'natural-language-processing', 'computer-vision', 'ai-research', 'technical-deep-dives'],
    historyCategories: ['ml', 'nlp', 'machine-learning', 'deep-learning', 'ai-research'],
    creatives: [
      {
        headline: 'Fine-tune on H200s, billed by the minute',
        body: 'Spin up a training cluster in 90 seconds. Academic teams get 500 GPU hours of credits this quarter.',
        callToAction: 'Claim credits',
        destinationUrl: 'https://tensorforge.example/research?utm_source=lumen&utm_medium=display&utm_campaign=research-credits',
      },
    ],
  },
  {
    advertiser: { name: 'Ledgerline', website: 'https://ledgerline.example' },
    name: 'Data stack guide',
    packageName: 'Enterprise',
    daysRun: 8,
    daysLeft: 21,
    placements: ['podcast'],
    categories: ['industry-insights', 'startup-stories'],
    historyCategories: ['industry-insights', 'startup-stories'],
    sponsorsArticles: true,
    sponsorsEpisode: {
      slug: 'measuring-marketing-when-cookies-disappear',
      message: 'Ledgerline keeps sales, stock and campaign data in one warehouse with daily quality checks, so your models learn from numbers that agree. Retail teams start with a free data audit.',
    },
    creatives: [
      {
        headline: 'The retail data stack, explained',
        body: 'How grocers get sales, stock and promotions data ready before AI forecasting.',
        callToAction: 'Read the guide',
        destinationUrl: 'https://ledgerline.example/retail?utm_source=lumen&utm_medium=display&utm_campaign=data-stack-guide',
      },
    ],
  },
]

/** A number in [0, 1) that is the same on every run for the same key. */
const stable = (key: string) => (hashString(key) % 10_000) / 10_000

/**
 * The demo ad business: the campaigns above, live today, with their closed days' figures in
 * ad_daily as a real flight would have them (served about 1.4× viewable, near even pace,
 * clicks under 1%). Runs once: an existing advertiser of the same name is left alone.
 */
export async function seedAds(db: Db, now: Date) {
  for (const demo of demoCampaigns) {
    const [existing] = await db.select({ id: advertisers.id }).from(advertisers).where(eq(advertisers.name, demo.advertiser.name))
    if (existing) continue
    const [advertiser] = await db.insert(advertisers).values(demo.advertiser).returning({ id: advertisers.id })
    const offer = packageOf(demo.packageName.toLowerCase())!
    const [campaign] = await db
      .insert(adCampaigns)
      .values({
        advertiserId: advertiser!.id,
        name: demo.name,
        packageId: demo.packageName.toLowerCase(),
        status: 'live',
        startsOn: utcDay(new Date(now.getTime() - demo.daysRun * DAY)),
        endsOn: utcDay(new Date(now.getTime() + demo.daysLeft * DAY)),
        soldImpressions: offer.impressions,
        priceCents: offer.price * 100,
        placements: demo.placements,
        categories: demo.categories,
        newsletterKinds: demo.newsletterKinds ?? [],
        newsletterSlots: demo.newsletterKinds ? offer.newsletterEditions : 0,
      })
      .returning()
    const creatives = await db
      .insert(adCreatives)
      .values(demo.creatives.map((c) => ({ ...c, campaignId: campaign!.id, status: 'approved' })))
      .returning({ id: adCreatives.id })
    const pace = evenDailyPace(campaign!)
    const categories = demo.historyCategories
    const history = []
    for (let d = 0; d < daysBetween(campaign!.startsOn, utcDay(now)); d++) {
      const day = utcDay(new Date(Date.parse(`${campaign!.startsOn}T00:00:00Z`) + d * DAY))
      for (const [c, creative] of creatives.entries()) {
        for (const placement of demo.placements) {
          for (const category of categories) {
            const key = `${day}|${c}|${placement}|${category}`
            const share = pace / (creatives.length * demo.placements.length * categories.length)
            const viewable = Math.round(share * (0.93 + 0.14 * stable(key)))
            const served = Math.round(viewable * (1.32 + 0.16 * stable(`${key}|served`)))
            // Rounded up or down at random (stably), so small rows still add up to a real click rate.
            const expected = viewable * (0.004 + 0.008 * stable(`${key}|clicks`)) * (c === 0 ? 1.25 : 0.85)
            const clicks = Math.floor(expected + stable(`${key}|round`))
            history.push({ day, campaignId: campaign!.id, creativeId: creative.id, placement, category, served, viewable, clicks })
          }
        }
      }
    }
    if (history.length > 0) await db.insert(adDaily).values(history)
    if (demo.sponsorsArticles) {
      const slugs = sponsoredArticles.filter((a) => a.sponsor === demo.advertiser.name).map((a) => a.slug)
      if (slugs.length > 0) await db.update(articles).set({ sponsorCampaignId: campaign!.id }).where(inArray(articles.slug, slugs))
    }
    if (demo.sponsorsEpisode) await seedEpisodeSponsorship(db, { campaignId: campaign!.id, ...demo.sponsorsEpisode, now })
    if (demo.newsletterKinds) await seedSponsoredEdition(db, { campaignId: campaign!.id, creativeId: creatives[0]!.id, now })
    if (demo.portal) {
      const [contact] = await db.select({ id: users.id }).from(users).where(eq(users.email, demo.portal.email))
      if (contact) {
        await db.insert(advertiserMembers).values({ advertiserId: advertiser!.id, userId: contact.id }).onConflictDoNothing()
        await db.insert(adCreatives).values({ ...demo.portal.submitted, campaignId: campaign!.id, status: 'pending', submittedBy: contact.id })
      }
    }
  }
}


/** The sponsorship of a demo episode since a week ago, with the IAB downloads each day since. */
async function seedEpisodeSponsorship(db: Db, { campaignId, slug, message, now }: { campaignId: string; slug: string; message: string; now: Date }) {
  const [episode] = await db.select({ id: podcasts.id }).from(podcasts).where(eq(podcasts.slug, slug))
  if (!episode) return
  await db.insert(adEpisodeSponsorships).values({ episodeId: episode.id, campaignId, message, createdAt: new Date(now.getTime() - 7 * DAY) })
  const days = Array.from({ length: 7 }, (_, index) => utcDay(new Date(now.getTime() - (7 - index) * DAY)))
  await db.insert(episodeDownloadDays).values(days.map((day) => ({ episodeId: episode.id, day, downloads: 140 + Math.round(90 * stable(`${slug}|${day}`)) }))).onConflictDoNothing()
}
