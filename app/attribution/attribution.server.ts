import type { Db } from '../db/client.server'
import { and, eq, inArray } from 'drizzle-orm'
import { conversions, users } from '../db/schema'
import { attributionSources, type AttributionSource, type ConversionKind } from '../db/schema/attribution-vocabulary'
import { attributionField, contentOf } from './visit'

/** Where a conversion came from, as stored (decision 49). */
export interface Attribution {
  source: AttributionSource
  referrerHost: string | null
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  landingPath: string | null
  contentKind: string | null
  contentPath: string | null
}

const searchHosts = /(^|\.)(google|bing|duckduckgo|yahoo|yandex|baidu|ecosia|startpage|qwant|naver|kagi|brave)\.[a-z.]+$/
const socialHosts = /(^|\.)(facebook\.com|fb\.com|t\.co|twitter\.com|x\.com|linkedin\.com|lnkd\.in|reddit\.com|news\.ycombinator\.com|bsky\.app|threads\.net|instagram\.com|youtube\.com|tiktok\.com|mastodon\.social|pinterest\.com)$/
const mailHosts = /(^|\.)(mail\.google\.com|outlook\.live\.com|outlook\.office\.com|mail\.yahoo\.com|mail\.proton\.me|app\.fastmail\.com)$/

/** The source of a visit: its campaign tags first, then the site it came from, else direct. */
export function classifySource(input: { utmSource: string | null; utmMedium: string | null; utmCampaign: string | null; ref: string | null; referrerHost: string | null }): AttributionSource {
  const medium = input.utmMedium?.toLowerCase() ?? ''
  if (input.ref === 'newsletter' || medium === 'email' || medium === 'newsletter' || /newsletter/i.test(input.utmSource ?? '')) return 'newsletter'
  if (input.utmSource || input.utmCampaign || medium) return 'campaign'
  const host = input.referrerHost
  if (!host) return 'direct'
  // Webmail first: mail.google.com is Google, but not its search.
  if (mailHosts.test(host)) return 'newsletter'
  if (searchHosts.test(host)) return 'search'
  if (socialHosts.test(host)) return 'social'
  return 'other_site'
}

const clip = (value: string | null | undefined, max = 200) => (value ? value.slice(0, max) : null)

function urlOrNull(value: unknown, base?: string) {
  if (typeof value !== 'string' || value.length > 2000) return null
  try {
    return new URL(value, base)
  } catch {
    return null
  }
}

/**
 * The attribution of a converting request: the visit the form carries (see visit.ts), else
 * what the request itself says (its Referer: another site, or the content page that led
 * here). Anything malformed is ignored rather than refused: a conversion is never lost to it.
 */
export function readAttribution(request: Request, form?: FormData | null, fromPage?: string | null): Attribution {
  const own = new URL(request.url)
  let visit: { landing?: unknown; referrer?: unknown; content?: unknown } = {}
  const raw = form?.get(attributionField)
  if (typeof raw === 'string' && raw.length > 0 && raw.length <= 4000) {
    try {
      const parsed = JSON.parse(raw) as unknown
      if (parsed && typeof parsed === 'object') visit = parsed as typeof visit
    } catch {
      // A damaged value counts as no visit.
    }
  }
  const header = urlOrNull(request.headers.get('referer'))
  const headerIsOwn = header?.host === own.host
  const landing = urlOrNull(visit.landing, own.origin)
  const landingOwn = landing && landing.host === own.host ? landing : null
  const referrer = urlOrNull(visit.referrer) ?? (header && !headerIsOwn ? header : null)
  const referrerHost = referrer && referrer.host !== own.host ? referrer.hostname.toLowerCase() : null
  const params = landingOwn?.searchParams ?? own.searchParams
  const utm = { utmSource: clip(params.get('utm_source')), utmMedium: clip(params.get('utm_medium')), utmCampaign: clip(params.get('utm_campaign')) }
  const contentCandidates = [typeof visit.content === 'string' ? visit.content : null, fromPage ?? null, headerIsOwn ? header!.pathname : null]
  const content = contentCandidates.map((path) => (path ? contentOf(path) : null)).find(Boolean) ?? null
  return {
    source: classifySource({ ...utm, ref: params.get('ref'), referrerHost }),
    referrerHost: clip(referrerHost),
    ...utm,
    landingPath: clip(landingOwn?.pathname ?? null, 500),
    contentKind: content?.kind ?? null,
    contentPath: clip(content?.path ?? null, 500),
  }
}

/** Stores one conversion. */
export async function recordConversion(db: Db, input: { userId: string; kind: ConversionKind; attribution: Attribution; planId?: string | null; at?: Date }) {
  await db.insert(conversions).values({ userId: input.userId, kind: input.kind, ...input.attribution, planId: input.planId ?? null, ...(input.at ? { createdAt: input.at } : {}) })
}

/** An attribution with nothing known: a direct visit. */
export const unattributed: Attribution = { source: 'direct', referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null, landingPath: null, contentKind: null, contentPath: null }

/** The attribution in a Stripe metadata map (the checkout carries it to the webhook), and back. */
export function attributionMetadata(a: Attribution): Record<string, string> {
  return Object.fromEntries(Object.entries({ src: a.source, ref: a.referrerHost, us: a.utmSource, um: a.utmMedium, uc: a.utmCampaign, lp: a.landingPath, ck: a.contentKind, cp: a.contentPath }).filter(([, v]) => v).map(([k, v]) => [`attr_${k}`, String(v).slice(0, 450)]))
}

export function attributionFromMetadata(metadata: Record<string, string> | null | undefined): Attribution | null {
  if (!metadata?.attr_src) return null
  const source = attributionSources.find((s) => s === metadata.attr_src) ?? 'direct'
  const content = metadata.attr_cp ? contentOf(metadata.attr_cp) : null
  return {
    source,
    referrerHost: metadata.attr_ref ?? null,
    utmSource: metadata.attr_us ?? null,
    utmMedium: metadata.attr_um ?? null,
    utmCampaign: metadata.attr_uc ?? null,
    landingPath: metadata.attr_lp ?? null,
    contentKind: content?.kind ?? null,
    contentPath: content?.path ?? null,
  }
}

/**
 * Gives the signup of the account with this e-mail address the visit's attribution (the
 * account's creation recorded it as direct, since the sign-up library's hook sees no visit).
 */
export async function attributeSignup(db: Db, email: string, attribution: Attribution) {
  await db
    .update(conversions)
    .set(attribution)
    .where(and(eq(conversions.kind, 'signup'), inArray(conversions.userId, db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase())))))
}
