import type { RequestHandler } from 'express'
import { textFor } from '../app/i18n/request-text'

/**
 * Requests the app must not take as they are:
 * - A NUL character in the address (path or query) is refused with 400 and a plain message
 *   before any route runs: PostgreSQL text cannot hold it. Percent-encoding is the only way an
 *   address carries one (the HTTP parser rejects a raw NUL), so the decoded path or query
 *   contains NUL exactly when the raw address contains `%00`.
 * - A request body the app answered without reading to its end (a refused form, a redirect
 *   to log in) is read and dropped once the answer is sent, as Node does for bodies nobody
 *   touched; otherwise the request reader holds it paused, and the next request on this
 *   keep-alive connection would never be parsed.
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
  res.on('finish', () => {
    if (req.complete || req.destroyed) return
    req.removeAllListeners('data')
    req.resume()
  })
  next()
}
