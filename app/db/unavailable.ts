/** Network failures toward the database server. */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'])
/** PostgreSQL codes for "not now": shutting down, cannot connect now, too many connections, cancelled by a time limit. */
const serverCodes = new Set(['57P01', '57P02', '57P03', '53300', '57014', '08000', '08001', '08003', '08006'])
/** What the pg driver says, with no code, when a connection or a reply does not come in time. */
const driverMessages = /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Connection ended unexpectedly/i

/**
 * Whether an error (or one of its causes) means the database could not be reached or did not
 * answer in time, rather than a fault in the request: such a page answers 503, so clients and
 * load balancers retry, instead of 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error
  for (let depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && (networkCodes.has(code) || serverCodes.has(code))) return true
    if (typeof message === 'string' && driverMessages.test(message)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
