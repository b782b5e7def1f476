import { useId } from 'react'
import { adminInput } from '../admin-ui'
import { SideBox, type FieldState } from './fields'

export type ProfileChoice = { id: string; name: string; roleTitle: string }

const slots = ['Byline', 'Co-author', 'Co-author', 'Co-author'] as const

/**
 * The people credited on the item, in order: the first is the byline, up to three more. Each
 * is a profile with a public page; the names readers see come from the profiles.
 */
export function AuthorsPicker({ state, profiles }: { state: FieldState; profiles: ProfileChoice[] }) {
  const id = useId()
  const chosen = (state.values.authorIds ?? '').split(',').filter(Boolean)
  const error = state.errors.authorIds
  return (
    <SideBox title="Authors">
      <div className="space-y-3" aria-describedby={error ? `${id}-error` : undefined}>
        {slots.map((label, index) => (
          <div key={index}>
            <label htmlFor={`${id}-${index}`} className="mb-1 block text-sm font-semibold">{label}{index > 0 ? ` ${index + 1}` : ''}</label>
            <select id={`${id}-${index}`} name="authorIds" defaultValue={chosen[index] ?? ''} className={adminInput} aria-invalid={index === 0 && error ? true : undefined}>
              <option value="">{index === 0 ? 'Choose an author' : 'None'}</option>
              {profiles.map((p) => <option key={p.id} value={p.id}>{p.name}{p.roleTitle ? ` — ${p.roleTitle}` : ''}</option>)}
            </select>
          </div>
        ))}
        {error ? <p id={`${id}-error`} className="text-xs font-semibold text-red-700 dark:text-red-400">{error}</p> : null}
      </div>
    </SideBox>
  )
}
