import { createContext } from 'react-router'

/** Values the HTTP server hands to every loader and action. */
export interface RequestInfo {
  nonce: string
}

export const requestInfoContext = createContext<RequestInfo>({ nonce: '' })
