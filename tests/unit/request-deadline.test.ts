import type { AddressInfo } from 'node:net'
import http from 'node:http'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deadlineMessage, requestDeadline } from '../../server/request-deadline'

const logged: string[] = []
let server: http.Server
let base: string

beforeAll(async () => {
  const app = express()
  app.use(requestDeadline(300, (line) => logged.push(line)))
  app.get('/fast', (_req, res) => void res.send('fast'))
  app.get('/never', (_req, res) => void res.setHeader('Set-Cookie', 'a=b'))
  // Like the React Router adapter: a late result is dropped when the answer has ended.
  app.get('/late', (_req, res) => void setTimeout(() => res.writableEnded || res.send('late'), 600))
  app.post('/upload', (req, res) => {
    let size = 0
    req.on('data', (chunk: Buffer) => (size += chunk.length))
    req.on('end', () => res.send(String(size)))
  })
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => {
  server.closeAllConnections()
  server.close()
})

describe('requestDeadline', () => {
  it('leaves answers given in time alone', async () => {
    const response = await fetch(base + '/fast')
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('fast')
  })

  it('answers 503 once the deadline passes without a response, and closes the connection', async () => {
    // The route never answers: any answer at all is the deadline's.
    const response = await fetch(base + '/never')
    expect(response.status).toBe(503)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(response.headers.get('retry-after')).toBe('5')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('connection')).toBe('close')
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await response.text()).toBe(deadlineMessage)
    expect(logged).toContain('request-deadline where=GET /never code=503 after=300ms')
  })

  it('drops a late result without failing', async () => {
    expect((await fetch(base + '/late')).status).toBe(503)
    await new Promise((r) => setTimeout(r, 500))
    expect((await fetch(base + '/fast')).status).toBe(200)
  })

  it('waits while a request body is still arriving', async () => {
    const body = await new Promise<string>((resolve, reject) => {
      const request = http.request(base + '/upload', { method: 'POST', headers: { 'Content-Length': '10' } }, (response) => {
        let text = ''
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () => resolve(`${response.statusCode} ${text}`))
      })
      request.on('error', reject)
      let sent = 0
      const trickle = setInterval(() => {
        request.write('x')
        if (++sent === 10) {
          clearInterval(trickle)
          request.end()
        }
      }, 100)
    })
    expect(body).toBe('200 10')
  })
})
