import { data, redirect } from 'react-router'
import { getUser, requireUser } from '../accounts/session.server'
import { isAdPackageId } from '../ads/ad-choices'
import { bookingSchema, MAX_BOOKED_DAYS, MIN_BOOKED_DAYS } from '../ads/booking/booking-input'
import { startBookingCheckout } from '../ads/booking/booking-checkout.server'
import { bookableEditionKinds, bookSelfServe, checkBooking, targetableCategories } from '../ads/booking/booking.server'
import { BookingForm } from '../ads/components/booking/booking-form'
import { CREATIVE_FORM_MAX_BYTES, saveCreativeImages } from '../ads/creative-images.server'
import { limitBilling } from '../billing/actions.server'
import { cardSchema, readTestCard } from '../billing/local/test-cards'
import { getBillingProvider } from '../billing/provider-choice.server'
import { getDb } from '../db/client.server'
import { readerAnswer } from '../i18n/reader-message.server'
import { utcDay } from '../lib/dates'
import { appErrorResponse, notFound } from '../lib/error-responses.server'
import { checkForm, parseForm } from '../lib/parse-form.server'
import { titleMeta } from '../seo/meta'
import type { Route } from './+types/advertising.book'

/** Self-serve booking is offered where a payment provider is in use (the local test mode or Stripe). */
function payingProvider() {
  const provider = getBillingProvider().name
  if (provider === 'none') throw notFound()
  return provider
}

const DAY_MS = 86_400_000

/** The booking form for the package in the address (Professional when none), with a month from tomorrow. */
export async function loader({ request }: Route.LoaderArgs) {
  const provider = payingProvider()
  const asked = new URL(request.url).searchParams.get('package')
  const packageId = asked && isAdPackageId(asked) ? asked : 'professional'
  const user = await getUser(request)
  const now = Date.now()
  return {
    provider,
    packageId,
    user: user ? { name: user.name } : null,
    categories: (await targetableCategories(getDb())).map(({ value, name }) => ({ value, name })),
    editionKinds: bookableEditionKinds,
    flight: { min: MIN_BOOKED_DAYS, max: MAX_BOOKED_DAYS },
    defaults: { startsOn: utcDay(new Date(now + DAY_MS)), endsOn: utcDay(new Date(now + 30 * DAY_MS)) },
  }
}

/**
 * Books and pays: the local test mode takes the card here and opens the campaign in the
 * portal; with Stripe the campaign is saved unpaid and the browser goes to Stripe's page.
 * A refused form comes back with everything typed except the card number and code.
 */
export async function action({ request }: Route.ActionArgs) {
  const provider = payingProvider()
  const user = await requireUser(request)
  const parsed = await parseForm(request, bookingSchema, { maxBytes: CREATIVE_FORM_MAX_BYTES })
  const choices = { categories: parsed.form.getAll('categories').map(String), newsletterKinds: parsed.form.getAll('newsletterKinds').map(String) }
  const card = provider === 'local' ? checkForm(parsed.form, cardSchema) : null
  const refuse = (errors: Record<string, string>, status = 400, message: string | null = null) => data({ errors, values: parsed.values, choices, message }, { status })
  if (!parsed.ok || (card && !card.ok)) return refuse({ ...(parsed.ok ? {} : parsed.errors), ...(card && !card.ok ? card.errors : {}) })
  const db = getDb()
  const errors = await checkBooking(db, parsed.data, choices)
  if (Object.keys(errors).length > 0) return refuse(errors)
  let campaignId: string
  try {
    await limitBilling(db, user.id)
    const saved = await saveCreativeImages(db, { form: parsed.form, suffixes: ['A', 'B'], alts: { imageAltA: parsed.data.imageAltA, imageAltB: parsed.data.imageAltB }, actorId: user.id, altMissing: readerAnswer('booking.imageAltNeeded') })
    if (saved.errors) return refuse(saved.errors)
    const payment = card?.ok ? { provider: 'local' as const, card: readTestCard(card.data) } : { provider: 'stripe' as const }
    campaignId = (await bookSelfServe(db, { userId: user.id, form: parsed.data, choices, images: saved.images, payment })).campaignId
  } catch (error) {
    return appErrorResponse(error, (refusal) => ({ errors: refusal.field ? { [refusal.field]: refusal.message } : {}, values: parsed.values, choices, message: refusal.message }))
  }
  if (provider === 'local') throw redirect(`/advertiser/campaigns/${campaignId}?booked=1`)
  // The booking is kept: when Stripe cannot open its page now, the portal offers the payment again.
  const checkout = await startBookingCheckout(db, { campaignId, email: user.email }).catch(() => null)
  throw redirect(checkout ?? `/advertiser/campaigns/${campaignId}?checkout=failed`)
}

export const meta: Route.MetaFunction = ({ matches }) => [...titleMeta(matches, 'title.bookCampaign'), { name: 'robots', content: 'noindex' }]

export default function BookCampaign({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingForm {...loaderData} state={actionData ?? null} />
}
