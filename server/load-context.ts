import type { Request, Response } from 'express'
import { RouterContextProvider } from 'react-router'
import { requestInfoContext } from '../app/lib/request-context.server'
import { describePage, markPageCacheable } from './page-cache'

/** What every loader and action gets from the server: the CSP nonce, the client's address, and its words to the page cache. */
export function loadContext(req: Request, res: Response) {
  const context = new RouterContextProvider()
  context.set(requestInfoContext, {
    nonce: String(res.locals.nonce ?? ''),
    clientIp: req.ip ?? 'unknown',
    markPageCacheable: () => markPageCacheable(res),
    describePage: (facts) => describePage(res, facts),
  })
  return context
}
