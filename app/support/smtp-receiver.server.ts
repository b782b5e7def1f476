import { SMTPServer } from 'smtp-server'
import { getConfig } from '../config.server'
import type { Db } from '../db/client.server'
import { logError } from '../lib/log.server'
import { receiveSupportEmail } from './inbound.server'
import { MAX_INBOUND_BYTES, parseRawEmail } from './inbound-parse.server'

/**
 * The desk's own SMTP receiver (SUPPORT_SMTP_PORT, off at 0): it accepts mail for the support
 * address and its `support+{token}@` replies only, at most 2 MB a message, and files each
 * message as a reply or a new ticket. Meant to sit behind the mail exchanger that relays the
 * desk's domain; it does not relay.
 */
export async function startSupportReceiver(getDb: () => Db, { port = getConfig().SUPPORT_SMTP_PORT, host = '0.0.0.0' } = {}) {
  const [local, domain] = getConfig().SUPPORT_ADDRESS.toLowerCase().split('@') as [string, string]
  const isDeskAddress = (address: string) => {
    const [user = '', host = ''] = address.toLowerCase().split('@')
    return host === domain && (user === local || user.startsWith(`${local}+`))
  }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_INBOUND_BYTES,
    banner: 'support desk',
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!isDeskAddress(address.address)) return callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }))
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }))
        const recipients = session.envelope.rcptTo.map((r) => r.address)
        parseRawEmail(Buffer.concat(chunks), recipients)
          .then(async (mail) => {
            if (mail) await receiveSupportEmail(getDb(), mail)
            callback()
          })
          .catch((error: unknown) => {
            logError('support smtp-receiver', error)
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }))
          })
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  server.on('error', (error) => logError('support smtp-receiver', error))
  const address = server.server.address()
  return { port: typeof address === 'object' && address ? address.port : port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
