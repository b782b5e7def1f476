import { useId } from 'react'
import { adminInput } from '../admin-ui'
import { coverFocusPoints } from '../../../content/cover-focus'
import { FieldShell, Select, TextInput, type FieldState } from './fields'

const fileClass = 'block w-full text-sm text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-slate-200 file:px-3 file:py-1.5 file:text-sm file:font-semibold hover:file:bg-slate-300 dark:text-slate-300 dark:file:bg-slate-700 dark:file:text-white'

/** An address field with a file input beside it: a chosen file is uploaded on save and replaces the address. */
export function AddressWithUpload({ state, name, fileName, label, accept, hint, children }: {
  state: FieldState; name: string; fileName: string; label: string; accept: string; hint: string; children?: React.ReactNode
}) {
  const id = useId()
  const error = state.errors[name]
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      {children}
      <input id={id} name={name} defaultValue={state.values[name] ?? ''} placeholder="/media/uploads/…" aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')} className={`${adminInput} aria-[invalid=true]:border-red-500`} />
      <label className="mt-2 block text-xs font-semibold text-slate-600 dark:text-slate-400">
        <span className="mb-1 block">Or upload a file</span>
        <input type="file" name={fileName} accept={accept} className={fileClass} />
      </label>
    </FieldShell>
  )
}

const focusOptions = coverFocusPoints.map((point) => ({ value: point, label: point[0]!.toUpperCase() + point.slice(1) }))

/**
 * The cover: an address or an uploaded file (empty: the generated cover), its description for
 * readers who cannot see it (required for a chosen picture) and the part that stays in view
 * when a card or thumbnail crops it.
 */
export function CoverField({ state, name }: { state: FieldState; name: string }) {
  const src = state.values[name]
  const focus = state.values.coverFocus || 'center'
  return (
    <>
      <AddressWithUpload state={state} name={name} fileName="coverFile" label="Cover image" accept="image/png,image/jpeg,image/webp,image/gif"
        hint="PNG, JPEG, WebP or GIF up to 5 MB. Leave the address empty for a generated cover.">
        {src ? <img src={src} alt="" width={1200} height={630} style={{ objectPosition: focus }} className="mb-2 aspect-[40/21] w-full rounded-xl border border-slate-200 object-cover dark:border-slate-800" /> : null}
      </AddressWithUpload>
      <TextInput state={state} name="coverAlt" label="Cover description" maxLength={300}
        hint="What the picture shows, for readers who cannot see it. Required for an uploaded cover; generated covers need none." />
      <Select state={state} name="coverFocus" label="Cover focal point" options={focusOptions}
        hint="The part of the picture that stays in view when a card or a square thumbnail crops it." />
    </>
  )
}

/** A podcast episode's audio: an address, or a file uploaded on save. */
export function AudioField({ state, name, fileName }: { state: FieldState; name: string; fileName: string }) {
  const src = state.values[name]
  return (
    <AddressWithUpload state={state} name={name} fileName={fileName} label="Audio file" accept="audio/mpeg,audio/ogg,audio/mp4,.m4a,.opus"
      hint="MP3, Ogg/Opus or M4A up to 50 MB.">
      {src ? <audio src={src} controls preload="none" className="mb-2 w-full" /> : null}
    </AddressWithUpload>
  )
}
