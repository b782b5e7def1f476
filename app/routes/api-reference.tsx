import { data, type ShouldRevalidateFunction } from 'react-router'
import { z } from 'zod'
import { getUser } from '../accounts/session.server'
import { ApiReferenceView } from '../public-api/components/api-reference-view'
import type { TryResult } from '../public-api/components/try-it'
import { apiReferenceOf } from '../public-api/reference'
import { tryOperation } from '../public-api/try.server'
import { openApiDocument } from '../public-api/v1/openapi.server'
import { getConfig, publicOrigin } from '../config.server'
import { requestText } from '../i18n/request-text'
import { parseForm } from '../lib/parse-form.server'
import { requestInfoContext } from '../lib/request-context.server'
import { pageMeta, rootSeo } from '../seo/meta'
import type { Route } from './+types/api-reference'

/** The reference, read from the same OpenAPI document /api/v1/openapi.json publishes. */
function reference(request: Request) {
  const config = getConfig()
  return apiReferenceOf(openApiDocument(publicOrigin(new URL(request.url).origin), config.API_MONTHLY_QUOTA))
}

export async function loader({ request }: Route.LoaderArgs) {
  const config = getConfig()
  const user = await getUser(request)
  return {
    reference: reference(request),
    quota: config.API_MONTHLY_QUOTA,
    burst: config.API_BURST_PER_SECOND,
    reader: user?.workspace ? { workspace: user.workspace.name, isAdmin: user.workspace.role === 'admin' } : null,
    title: requestText(request, 'apiRef.title'),
    description: requestText(request, 'apiRef.metaDescription'),
  }
}

/** A "Try it" answer changes nothing the page shows: the reference is not loaded again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, formAction, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === 'POST' && formAction?.split('#')[0] === '/api' ? false : defaultShouldRevalidate

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  loaderData ? pageMeta({ ...rootSeo(matches), title: loaderData.title, description: loaderData.description, path: location.pathname }) : []

const trySchema = (keyMessage: string, tooLong: string) =>
  z
    .object({
      operationId: z.string().min(1).max(100),
      apiKey: z.string().trim().min(1, keyMessage).max(200, tooLong),
    })
    .catchall(z.string().max(1000, tooLong))

/**
 * "Try it": sends one request to /api/v1 from the server with the key the visitor pasted and
 * answers with the API's answer. The key is used for that request only: it is not stored,
 * logged or sent back to the page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = await parseForm(request, trySchema(requestText(request, 'apiRef.try.keyRequired'), requestText(request, 'apiRef.try.tooLong')), {
    fallbackMessage: requestText(request, 'apiRef.try.unknownOperation'),
  })
  const { apiKey: _key, ...values } = parsed.values
  const operationId = values.operationId ?? ''
  const refuse = (errors: Record<string, string>, status = 400) => data<TryResult>({ operationId, answer: null, errors, values }, { status, headers: { 'Cache-Control': 'no-store' } })
  if (!parsed.ok) return refuse(parsed.errors.operationId ? { form: requestText(request, 'apiRef.try.unknownOperation') } : parsed.errors)
  const operation = reference(request).operations.find((candidate) => candidate.operationId === parsed.data.operationId)
  if (!operation) return refuse({ form: requestText(request, 'apiRef.try.unknownOperation') })
  const outcome = await tryOperation(operation, {
    key: parsed.data.apiKey,
    values,
    clientIp: context.get(requestInfoContext).clientIp,
    messages: {
      required: (name) => requestText(request, 'apiRef.try.paramRequired').replace('{name}', name),
      unreachable: requestText(request, 'apiRef.try.unreachable'),
    },
  })
  // Parameters missing: 400; the API itself out of reach: 502.
  if (!outcome.ok) return refuse(outcome.errors, outcome.errors.form ? 502 : 400)
  return data<TryResult>({ operationId, answer: outcome.answer, errors: {}, values }, { headers: { 'Cache-Control': 'no-store' } })
}

export default function ApiReferencePage({ loaderData, actionData }: Route.ComponentProps) {
  return <ApiReferenceView reference={loaderData.reference} quota={loaderData.quota} burst={loaderData.burst} reader={loaderData.reader} tryResult={actionData as TryResult | undefined} />
}
