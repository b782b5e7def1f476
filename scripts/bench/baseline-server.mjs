// The bench's baseline: answers every request with the bytes read from stdin, and prints its port.
/* global process, Buffer */
import { createServer } from 'node:http'

const chunks = []
for await (const chunk of process.stdin) chunks.push(chunk)
const body = Buffer.concat(chunks)
const server = createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length })
  res.end(body)
})
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
