import { createServer } from 'node:http'
import { afterAll } from 'vitest'
import { freePort } from './server-process'

/**
 * The options of a delivery to a test receiver: plain HTTP to this machine, and a time limit
 * for the answer set here rather than left at the site's 10 s, as a test worker on a busy
 * machine may be slow to let the receiver (in the same process) answer.
 */
export const toReceiver = { allowLocalHttp: true, timeoutMs: 60_000 } as const

export interface ReceivedHook {
  path: string
  headers: Record<string, string>
  body: string
}

/**
 * A local HTTP receiver for one test file's webhooks: it keeps every request it gets and
 * answers with the next status in `script` (204 when empty). Closed after the file's tests.
 */
export async function webhookReceiverForFile() {
  const received: ReceivedHook[] = []
  const script: number[] = []
  const port = await freePort()
  const receiver = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers as Record<string, string>, body })
      // Each delivery on a connection of its own: a kept-alive one would close after the server's
      // 5 s keep-alive timeout, and a delivery sent just then (its timer and the client's, in
      // this one process, both late on a busy machine) would fail as unreachable.
      res.writeHead(script.shift() ?? 204, { connection: 'close' }).end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(port, '127.0.0.1', resolve))
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())))
  return { received, script, base: `http://127.0.0.1:${port}` }
}
