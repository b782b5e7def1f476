import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../support/server-process'

let server: RunningServer

beforeAll(async () => {
  server = await startServer({ NODE_ENV: 'development' })
}, 90_000)

afterAll(() => {
  server.child.kill('SIGTERM')
})

describe('development server (npm run dev)', () => {
  it('renders pages through Vite', async () => {
    const response = await fetch(server.url + '/news')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Latest News')
  }, 60_000)
})
