import { createDocument } from 'zod-openapi'
import { endpoints } from './endpoints.server'
import { apiError } from './schemas'

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: apiError } } })
const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

let cached: { key: string; document: ReturnType<typeof createDocument> } | undefined

/** The OpenAPI 3.1 document of /api/v1, generated from the schemas the endpoints validate with. */
export function openApiDocument(serverUrl: string, monthlyQuota: number) {
  const key = `${serverUrl}|${monthlyQuota}`
  if (cached?.key === key) return cached.document
  const document = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Lumen API',
      version: '1.0.0',
      description: `Read-only access to Lumen's articles, courses, learning paths, tutorials, videos and podcasts for Enterprise workspaces. ${monthlyQuota.toLocaleString('en-US')} requests per workspace per calendar month (UTC); every answer carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset.`,
    },
    servers: [{ url: `${serverUrl}/api/v1` }],
    security: [{ apiKey: [] }],
    components: { securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'A workspace API key: `Authorization: Bearer lum_…`' } } },
    paths: Object.fromEntries(
      endpoints.map((endpoint) => [
        toOpenApiPath(endpoint.path),
        {
          get: {
            operationId: endpoint.operationId,
            summary: endpoint.summary,
            tags: [endpoint.tag],
            requestParams: { ...(endpoint.query ? { query: endpoint.query } : {}), ...(endpoint.params ? { path: endpoint.params } : {}) },
            responses: {
              '200': { description: 'OK', content: { 'application/json': { schema: endpoint.response } } },
              '304': { description: 'Not modified (matches `If-None-Match`).' },
              '400': errorResponse('A parameter is not valid.'),
              '401': errorResponse('No API key, or an unknown or revoked one.'),
              '403': errorResponse('The workspace’s Enterprise subscription has ended.'),
              ...(endpoint.params ? { '404': errorResponse('No such item.') } : {}),
              '429': errorResponse(
                'The monthly quota (`quota_exceeded`) or the per-key burst limit (`burst_limit`) is reached, or too many requests with an unknown or revoked key came from this address (`too_many_invalid_keys`: every request from it is refused, whatever its key, until the wait is over); see Retry-After.',
              ),
            },
          },
        },
      ]),
    ),
  })
  cached = { key, document }
  return document
}
