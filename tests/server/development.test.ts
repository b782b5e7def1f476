import { describe, expect, it } from 'vitest'
import { serverForFile } from '../support/server-process'

const server = serverForFile({ NODE_ENV: 'development' })

describe('development server (npm run dev)', () => {
  it('renders pages through Vite', async () => {
    const response = await fetch(server.url + '/news')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Latest News')
  }, 60_000)
})
