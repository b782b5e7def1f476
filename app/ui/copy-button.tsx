import { useState, type RefObject } from 'react'
import { useHydrated } from '../lib/use-hydrated'

/**
 * Copies a text to the clipboard and says so; where the clipboard is refused, it selects the
 * text shown in `selectRef` for the reader to copy by hand. Not rendered before hydration.
 */
export function CopyButton({ text, selectRef, label, copiedLabel, className }: { text: string; selectRef?: RefObject<HTMLElement | null>; label: string; copiedLabel: string; className: string }) {
  const isHydrated = useHydrated()
  const [isCopied, setCopied] = useState(false)
  if (!isHydrated) return null
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        navigator.clipboard.writeText(text).then(
          () => setCopied(true),
          () => {
            if (selectRef?.current) window.getSelection()?.selectAllChildren(selectRef.current)
          },
        )
      }}
    >
      <span aria-live="polite">{isCopied ? copiedLabel : label}</span>
    </button>
  )
}
