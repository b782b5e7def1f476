import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeNewsArticle {
  source: { id: string | null; name: string }
  author: string | null
  title: string
  description: string | null
  url: string
  urlToImage: string | null
  publishedAt: string
  content: string | null
}

export const FAKE_NEWS_KEY = 'test-newsapi-key'

/** Three stories as NewsAPI returns them, one with a script, plus a removed one that must be skipped. */
export function sampleNews(tag = 'sample'): FakeNewsArticle[] {
  return [
    {
      source: { id: null, name: 'Signal Weekly' },
      author: 'Dana Whitfield',
      title: `Retailers move marketing automation to small language models (${tag})`,
      description: 'Three chains explain why <b>smaller models</b> won their budgets.',
      url: `https://news.example.com/${tag}/retail-slm`,
      urlToImage: 'https://images.example.com/retail.jpg',
      publishedAt: '2026-11-20T08:30:00Z',
      content: 'Budgets for marketing automation are shifting<script>alert("xss")</script> toward compact models… [+2841 chars]',
    },
    {
      source: { id: 'lab-notes', name: 'Lab Notes' },
      author: null,
      title: `A benchmark for machine learning on edge devices (${tag})`,
      description: 'Researchers publish a suite of 40 tasks & a leaderboard.',
      url: `https://lab.example.org/${tag}/edge-benchmark`,
      urlToImage: null,
      publishedAt: '2026-11-19T17:05:00Z',
      content: '<p onclick="steal()">The suite covers vision, audio and text.</p> [+1200 chars]',
    },
    {
      source: { id: null, name: 'Market Desk' },
      author: 'R. Osei',
      title: `AI assistants reach the checkout page (${tag})`,
      description: null,
      url: `https://desk.example.net/${tag}/checkout-assistants`,
      urlToImage: 'https://images.example.net/checkout.png',
      publishedAt: 'not a date',
      content: 'Shops report fewer abandoned carts after adding assistants.',
    },
    {
      source: { id: null, name: '[Removed]' },
      author: null,
      title: '[Removed]',
      description: '[Removed]',
      url: 'https://removed.com',
      urlToImage: null,
      publishedAt: '1970-01-01T00:00:00Z',
      content: '[Removed]',
    },
  ]
}

export interface FakeNewsApi {
  /** Base address to use as NEWSAPI_BASE_URL. */
  url: string
  requests: { path: string; query: Record<string, string>; apiKey: string | undefined }[]
  articles: FakeNewsArticle[]
  /** 'ok' answers like NewsAPI; 'fail' answers 500; 'garbage' answers 200 with no JSON; 'hang' never answers. */
  mode: 'ok' | 'fail' | 'garbage' | 'hang'
  close: () => Promise<void>
}

/**
 * A small HTTP server that answers GET /v2/everything like NewsAPI: the X-Api-Key header,
 * `{ status: 'ok', totalResults, articles }`, and `{ status: 'error', code, message }` errors.
 */
export async function startFakeNewsApi({ port = 0, articles = sampleNews() } = {}): Promise<FakeNewsApi> {
  const hanging = new Set<ServerResponse>()
  const api: FakeNewsApi = { url: '', requests: [], articles, mode: 'ok', close: async () => {} }
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const apiKey = req.headers['x-api-key'] as string | undefined
    api.requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), apiKey })
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
      res.end(JSON.stringify(payload))
    }
    if (api.mode === 'hang') {
      hanging.add(res)
      return
    }
    if (api.mode === 'garbage') {
      res.writeHead(200, { 'Content-Type': 'text/html' })
      return res.end('<html>Service unavailable</html>')
    }
    if (api.mode === 'fail') return send(500, { status: 'error', code: 'unexpectedError', message: 'This shouldn\'t happen, and if it does then it\'s our fault, not yours.' })
    if (apiKey !== FAKE_NEWS_KEY) {
      return send(401, { status: 'error', code: 'apiKeyInvalid', message: 'Your API key is invalid or incorrect. Check your key, or go to https://newsapi.org to create a free API key.' })
    }
    if (url.pathname !== '/v2/everything') return send(404, { status: 'error', code: 'routeNotFound', message: 'Route not found.' })
    if (!url.searchParams.get('q')) {
      return send(400, { status: 'error', code: 'parametersMissing', message: 'Required parameters are missing.' })
    }
    const pageSize = Number(url.searchParams.get('pageSize') ?? 100)
    send(200, { status: 'ok', totalResults: api.articles.length, articles: api.articles.slice(0, pageSize) })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`
  api.close = async () => {
    for (const res of hanging) res.destroy()
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
  return api
}
