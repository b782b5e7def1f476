import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll } from 'vitest'
import { freePort } from './server-process'

/**
 * A local SMTP server for one test file: every message it receives, with its envelope
 * recipients and raw source, lands in `received`. Started before the file's tests, closed after.
 */
export function smtpServerForFile() {
  const received: { to: string; raw: string }[] = []
  let smtp: SMTPServer
  const state = { received, port: 0 }
  beforeAll(async () => {
    state.port = await freePort()
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = ''
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()))
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => smtp.listen(state.port, '127.0.0.1', resolve))
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
  })
  return state
}
