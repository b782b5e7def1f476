import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadDictionary } from './i18n/i18n'

// The page's language is on <html lang>: its dictionary (and only it) is loaded before hydration.
await loadDictionary(document.documentElement.lang)

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
