import { createContext } from 'react-router'

/** Values the HTTP server hands to every loader and action. */
export interface RequestInfo {
  nonce: string
  /** The client's address (Express `req.ip`; proxies are trusted only with TRUST_PROXY). */
  clientIp: string
}

export const requestInfoContext = createContext<RequestInfo>({ nonce: '', clientIp: 'unknown' })
