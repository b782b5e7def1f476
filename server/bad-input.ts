import type { RequestHandler, Response } from 'express'
import { textFor } from '../app/i18n/request-text'

/**
 * Requests the app must not take as they are:
 * - A NUL character in the address (path or query) is refused with 400 and a plain message
 *   before any route runs: PostgreSQL text cannot hold it. Percent-encoding is the only way an
 *   address carries one (the HTTP parser rejects a raw NUL), so the decoded path or query
 *   contains NUL exactly when the raw address contains `%00`.
 * - A request body the app answers without reading (a refused form, a redirect to log in)
 *   would otherwise sit in the socket as the start of the next request on this keep-alive
 *   connection and stall it; such an answer closes the connection instead.
 */
export const badInput: RequestHandler = (req, res, next) => {
  if (/%00/i.test(req.originalUrl)) {
    res
      .status(400)
      .set('Cache-Control', 'no-store')
      .type('text/plain')
      .send(textFor(req.get('cookie'), req.get('accept-language'), 'input.nulInAddress'))
    return
  }
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response
  res.writeHead = ((...args: unknown[]) => {
    if (!req.complete && !res.headersSent) res.setHeader('Connection', 'close')
    return writeHead(...args)
  }) as Response['writeHead']
  next()
}
