import { createContext, useContext } from 'react'

/** The per-request Content-Security-Policy nonce (empty in the browser, which hides it). */
export const NonceContext = createContext('')
export const useNonce = () => useContext(NonceContext)
