import { data, redirect } from 'react-router'
import { z } from 'zod'
import { getUser } from '../accounts/session.server'
import { limitBilling } from '../billing/actions.server'
import { GiftForm, GiftPaid } from '../billing/components/gift-form'
import { startGiftCheckout, syncGiftCheckout } from '../billing/gifts/gift-checkout.server'
import { giftSchema, todayInput } from '../billing/gifts/gift-input'
import { buyGift, giftPrices, giftReceipt } from '../billing/gifts/gifts.server'
import { cardSchema, readTestCard } from '../billing/local/test-cards'
import { getBillingProvider } from '../billing/provider-choice.server'
import { getDb } from '../db/client.server'
import { AppError } from '../lib/app-error'
import { appErrorResponse } from '../lib/error-responses.server'
import { checkForm, parseForm } from '../lib/parse-form.server'
import { requestInfoContext } from '../lib/request-context.server'
import { sitePageMeta } from '../seo/site-page-meta'
import type { Route } from './+types/gift'

/** A paid (or paying) gift's confirmation, by the id the purchase redirected with. */
async function paidGift(search: URLSearchParams) {
  const id = z.uuid().safeParse(search.get('paid'))
  if (!id.success) return null
  const db = getDb()
  const session = search.get('session')
  // Back from Stripe Checkout: the payment is taken here if the webhook has not come yet.
  if (session) await syncGiftCheckout(db, { sessionId: session, giftId: id.data }).catch(() => false)
  return giftReceipt(db, id.data)
}

/** /gift: Premium for someone else, for 1, 3, 6 or 12 months, paid once; ?paid= shows the confirmation. */
export async function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams
  const user = await getUser(request)
  return {
    provider: getBillingProvider().name,
    prices: await giftPrices(getDb()),
    buyer: user ? { name: user.name, email: user.email } : null,
    today: todayInput(),
    paid: await paidGift(search),
    isCanceled: search.get('checkout') === 'canceled',
  }
}

/**
 * Buys a gift: the local test mode takes the card here, Stripe on its own Checkout page. A
 * refused form comes back (400, 402 for a declined card) with everything typed but the card.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const provider = getBillingProvider().name
  const parsed = await parseForm(request, giftSchema)
  const card = provider === 'local' ? checkForm(parsed.form, cardSchema) : null
  const refuse = (errors: Record<string, string>, status = 400, message: string | null = null) => data({ errors, values: parsed.values, message }, { status })
  if (!parsed.ok || (card && !card.ok)) return refuse({ ...(parsed.ok ? {} : parsed.errors), ...(card && !card.ok ? card.errors : {}) })
  const db = getDb()
  const user = await getUser(request)
  let gift
  try {
    if (provider === 'none') throw new AppError('not_available', 409, 'gifts.error.notSold')
    await limitBilling(db, user?.id ?? `visitor-${context.get(requestInfoContext).clientIp}`)
    const payment = card?.ok ? { provider: 'local' as const, card: readTestCard(card.data) } : { provider: 'stripe' as const }
    gift = await buyGift(db, { input: parsed.data, buyerId: user?.id ?? null, payment })
  } catch (error) {
    return appErrorResponse(error, (refusal) => ({ errors: refusal.field ? { [refusal.field]: refusal.message } : {}, values: parsed.values, message: refusal.message }))
  }
  if (gift.status !== 'pending') throw redirect(`/gift?paid=${gift.id}`)
  try {
    throw redirect(await startGiftCheckout(db, gift))
  } catch (error) {
    if (error instanceof Response) throw error
    return appErrorResponse(error, (refusal) => ({ errors: {}, values: parsed.values, message: refusal.message }))
  }
}

export const meta: Route.MetaFunction = sitePageMeta(({ text, siteName }) => ({
  title: text('title.gift'),
  description: `Give ${siteName} Premium for 1, 3, 6 or 12 months: one payment, no renewal, sent by e-mail on the day you choose with your message.`,
  path: '/gift',
}))

export default function GiftPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.paid) return <GiftPaid gift={loaderData.paid} />
  return <GiftForm {...loaderData} state={actionData ?? null} />
}
