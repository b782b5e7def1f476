import { useId } from 'react'
import { adminInput } from '../admin-ui'

/** A labelled select for a GET filter form; the empty option means "any". */
export function FilterSelect({ label, name, value, options }: { label: string; name: string; value: string | undefined; options: readonly { value: string; label: string }[] }) {
  const id = useId()
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{label}</label>
      <select id={id} name={name} defaultValue={value ?? ''} className={`${adminInput} h-10`}>
        <option value="">Any</option>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    </div>
  )
}
