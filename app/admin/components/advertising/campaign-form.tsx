import { Form } from 'react-router'
import type { AdPlacement, SponsoredEditionKind } from '../../../ads/ad-choices'
import { adPackages } from '../../../ads/packages'
import { AdminPanel, adminButton } from '../admin-ui'
import { Select, TextArea, TextInput, type FieldState } from '../content/fields'
import { count } from './ad-figures'

const placementLabels: Record<AdPlacement, string> = {
  home: 'Home page',
  'news-list': 'News list',
  article: 'Articles',
  education: 'Education pages',
  podcast: 'Podcast pages',
  video: 'Video pages',
}

const packageOptions = adPackages.map((p) => ({ value: p.name.toLowerCase(), label: `${p.name}: ${count(p.impressions)} viewable impressions, $${count(p.price)}` }))

/** One banner's fields; `suffix` tells the first (A) from the optional second (B). */
function CreativeFields({ state, suffix, title }: { state: FieldState; suffix: 'A' | 'B'; title: string }) {
  return (
    <AdminPanel title={title}>
      <div className="space-y-4">
        <TextInput state={state} name={`headline${suffix}`} label="Headline" maxLength={90} required={suffix === 'A'} />
        <TextArea state={state} name={`body${suffix}`} label="Text" rows={2} maxLength={200} required={suffix === 'A'} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput state={state} name={`callToAction${suffix}`} label="Button" maxLength={30} required={suffix === 'A'} />
          <TextInput state={state} name={`destination${suffix}`} label="Link" maxLength={500} required={suffix === 'A'} placeholder="https://…?utm_source=lumen" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="text-sm font-medium">
            Banner image (optional: PNG, JPEG or WebP)
            <input type="file" name={`image${suffix}`} accept="image/png,image/jpeg,image/webp" className="mt-1 block w-full text-sm" />
            {state.errors[`image${suffix}`] ? <span role="alert" className="mt-1 block text-sm text-red-700 dark:text-red-400">{state.errors[`image${suffix}`]}</span> : null}
          </label>
          <TextInput state={state} name={`imageAlt${suffix}`} label="Image description" maxLength={200} hint="What the image shows, for readers who cannot see it." />
        </div>
      </div>
    </AdminPanel>
  )
}

const newsletterLabels: Record<SponsoredEditionKind, string> = {
  daily_digest: 'Daily digest',
  weekly_summary: 'Weekly summary',
  admin: 'Editors’ editions',
}

/** A group of checkboxes for one multi-valued field, with its error under it. */
function CheckboxGroup<V extends string>({ name, legend, hint, options, checked, error }: { name: string; legend: string; hint?: string; options: Record<V, string>; checked: readonly string[]; error?: string }) {
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      {hint ? <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</p> : null}
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {(Object.entries(options) as [V, string][]).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={name} value={value} defaultChecked={checked.includes(value)} />
            {label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/** Booking a campaign for an advertiser: package, flight, where it runs (pages and newsletter editions), and one or two creatives. */
export function CampaignForm({ state, placements, newsletterKinds, isPending }: { state: FieldState; placements: readonly string[]; newsletterKinds: readonly string[]; isPending: boolean }) {
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-6" aria-label="New campaign">
      {state.values.proposalId ? <input type="hidden" name="proposalId" value={state.values.proposalId} /> : null}
      <AdminPanel title="Advertiser and package">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput state={state} name="advertiser" label="Advertiser" maxLength={120} required hint="An existing advertiser of the same name is reused." />
          <TextInput state={state} name="website" label="Website" maxLength={300} placeholder="https://" />
          <TextInput
            state={state}
            name="contactEmail"
            label="Advertiser contact e-mail"
            maxLength={254}
            hint="Invited to the advertiser portal, where they approve the creatives before they run. Empty: the creatives run as written here."
          />
          <TextInput state={state} name="name" label="Campaign name" maxLength={120} required />
          <Select state={state} name="packageId" label="Package" options={packageOptions} />
          <TextInput state={state} name="startsOn" label="Start (UTC day)" type="date" required />
          <TextInput state={state} name="endsOn" label="End (UTC day, included)" type="date" required />
        </div>
      </AdminPanel>
      <AdminPanel title="Where it runs">
        <CheckboxGroup name="placements" legend="Placements" options={placementLabels} checked={placements} error={state.errors.placements} />
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextInput state={state} name="categories" label="Categories" maxLength={300} hint="Category slugs separated by commas (ml, marketing…); empty: every page." />
          <TextInput state={state} name="frequencyCap" label="Ads per reader per day" type="number" min={1} max={50} required />
        </div>
      </AdminPanel>
      <AdminPanel title="Newsletter sponsorship">
        <CheckboxGroup
          name="newsletterKinds"
          legend="Sponsored editions"
          hint="The Professional package sponsors one edition, Enterprise four, within the flight: a labelled block with the first creative, its link counted once per reader's copy."
          options={newsletterLabels}
          checked={newsletterKinds}
          error={state.errors.newsletterKinds}
        />
      </AdminPanel>
      <CreativeFields state={state} suffix="A" title="Creative" />
      <CreativeFields state={state} suffix="B" title="Second creative (optional, for an A/B test)" />
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" name="favourClicks" defaultChecked={state.values.favourClicks === 'on'} className="mt-1" />
        <span>With two creatives, show the one with the better click-through rate more often once each has 1,000 viewable impressions (until then, and without this, they are shown equally).</span>
      </label>
      <button type="submit" className={adminButton.primary} disabled={isPending}>
        {isPending ? 'Booking…' : 'Book campaign'}
      </button>
    </Form>
  )
}
