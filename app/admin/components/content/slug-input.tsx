import { TextInput, type FieldState } from './fields'

/** The address part; empty makes one from the title, numbered when it is taken. */
export function SlugInput({ state, label = 'Slug' }: { state: FieldState; label?: string }) {
  return (
    <TextInput state={state} name="slug" label={label} maxLength={80} placeholder="made-from-the-title"
      hint="Lower-case letters, digits and hyphens. Leave empty to make one from the title." />
  )
}
