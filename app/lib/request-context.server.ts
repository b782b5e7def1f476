import { createContext } from 'react-router'
import type { PageFacts } from './page-facts'

/** Values the HTTP server hands to every loader and action. */
interface RequestInfo {
  nonce: string
  /** The client's address (Express `req.ip`; proxies are trusted only with TRUST_PROXY). */
  clientIp: string
  /** Lets the server's page cache keep this document (a shared page for everyone alike). */
  markPageCacheable: () => void
  /** Tells the page cache what a copy of this page must still do when it is served (count a view, run the meter). */
  describePage: (facts: PageFacts) => void
}

export const requestInfoContext = createContext<RequestInfo>({
  nonce: '',
  clientIp: 'unknown',
  markPageCacheable: () => undefined,
  describePage: () => undefined,
})
