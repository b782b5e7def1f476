import { createServer } from 'node:http'
import { afterAll } from 'vitest'
import { freePort } from './server-process'

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
      res.writeHead(script.shift() ?? 204).end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(port, '127.0.0.1', resolve))
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())))
  return { received, script, base: `http://127.0.0.1:${port}` }
}
