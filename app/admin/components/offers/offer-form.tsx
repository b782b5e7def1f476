import { Form } from 'react-router'
import { AdminPanel, adminButton } from '../admin-ui'
import { Select, TextInput, type FieldState } from '../content/fields'

const purposeOptions = [
  { value: 'signup', label: 'Offer link: shown at /offer/{code} and accepted at checkout' },
  { value: 'retention', label: 'Retention: shown on the cancel page instead of cancelling' },
]

const kindOptions = [
  { value: 'percent', label: 'Percentage off' },
  { value: 'amount', label: 'Amount off' },
  { value: 'trial', label: 'Longer free trial (offer links only)' },
  { value: 'pause', label: 'Pause of 1–3 months (retention only)' },
]

/** Admin → Offers: a new offer's code, terms, plan, limit and end. */
export function OfferForm({ state, plans, isPending }: { state: FieldState; plans: { id: string; label: string }[]; isPending: boolean }) {
  return (
    <Form method="post" className="space-y-6" aria-label="New offer">
      <AdminPanel title="New offer">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput state={state} name="code" label="Code" maxLength={32} required hint="Letters, digits, - and _; the link is /offer/CODE." />
          <TextInput state={state} name="name" label="Name" maxLength={80} required hint="The heading of the offer's page." />
          <div className="sm:col-span-2">
            <TextInput state={state} name="description" label="Description (optional)" maxLength={300} hint="One sentence under the heading." />
          </div>
          <Select state={state} name="purpose" label="Where it is shown" options={purposeOptions} />
          <Select state={state} name="kind" label="What it gives" options={kindOptions} />
          <TextInput state={state} name="percentOff" label="Percentage off" hint="1–100, for a percentage off." />
          <TextInput state={state} name="amountOff" label="Amount off (USD)" hint="For example 2.50, for an amount off." />
          <TextInput state={state} name="periods" label="Number of payments" hint="1–36; empty: every payment while the subscription lasts." />
          <TextInput state={state} name="trialDays" label="Trial length (days)" hint="8–365, for a longer trial (new subscribers only)." />
          <TextInput state={state} name="pauseMonths" label="Pause length (months)" hint="1–3, for a pause: no payment and no paid features, then billing restarts." />
          <Select state={state} name="planId" label="Plan" options={plans.map((p) => ({ value: p.id, label: p.label }))} emptyLabel="Any paid plan" />
          <TextInput state={state} name="redemptionLimit" label="Redemption limit (optional)" hint="Empty: no limit." />
          <TextInput state={state} name="endsOn" label="Last day (optional)" type="date" hint="The offer ends at the end of this day (UTC)." />
        </div>
      </AdminPanel>
      <button type="submit" className={adminButton.primary} disabled={isPending}>{isPending ? 'Creating…' : 'Create offer'}</button>
    </Form>
  )
}
