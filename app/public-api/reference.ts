/**
 * The /api reference page's view of the published OpenAPI document: each operation with its
 * parameters and an example answer built from its response schema. Reads the document as plain
 * JSON, so what the page shows is exactly what /api/v1/openapi.json publishes.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

export interface ReferenceParameter {
  name: string
  in: 'query' | 'path' | 'header' | 'cookie'
  /** The JSON type as people read it: `integer`, `string (date-time)`, `string | null`. */
  type: string
  required: boolean
  description: string
  /** The default as JSON text, when the schema names one. */
  defaultValue: string | null
  /** Limits worth knowing before sending a value: `1–100`, `at most 200 characters`. */
  limits: string | null
}

export interface ReferenceOperation {
  operationId: string
  method: string
  /** The OpenAPI path under the base URL, such as `/articles/{slug}`. */
  path: string
  summary: string
  description: string | null
  parameters: ReferenceParameter[]
  responses: { status: string; description: string; schema: string | null }[]
  /** A 200 answer built from the response schema, as indented JSON. */
  example: string | null
}

export interface ApiReference {
  title: string
  version: string
  description: string
  baseUrl: string
  operations: ReferenceOperation[]
}

/** The form field of a parameter on the reference page's "Try it" forms, such as `path.slug`. */
export const parameterField = (parameter: { in: string; name: string }) => `${parameter.in}.${parameter.name}`

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: Json | undefined) => (typeof value === 'string' ? value : '')

/** The component a `$ref` points at (`#/components/schemas/Article`), or the schema itself. */
function resolve(schema: Json | undefined, document: JsonObject): JsonObject {
  if (!isObject(schema)) return {}
  const ref = text(schema.$ref)
  if (!ref.startsWith('#/')) return schema
  let target: Json | undefined = document
  for (const part of ref.slice(2).split('/')) target = isObject(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined
  return isObject(target) ? target : {}
}

const refName = (schema: Json | undefined) => (isObject(schema) && typeof schema.$ref === 'string' ? schema.$ref.split('/').at(-1)! : null)

/** A schema's type for people: its component name, its JSON type with format, or a union. */
export function typeOf(schema: Json | undefined, document: JsonObject): string {
  const name = refName(schema)
  if (name) return name
  if (!isObject(schema)) return 'any'
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key]
    if (Array.isArray(branches)) return branches.map((branch) => typeOf(branch, document)).join(' | ')
  }
  const types = Array.isArray(schema.type) ? schema.type.map(text) : [text(schema.type) || 'any']
  return types
    .map((type) => {
      if (type === 'array') return `${typeOf(schema.items, document)}[]`
      if (type === 'string' && typeof schema.format === 'string') return `string (${schema.format})`
      return type
    })
    .join(' | ')
}

function limitsOf(schema: JsonObject) {
  const { minimum, maximum, minLength, maxLength } = schema
  if (typeof minimum === 'number' && typeof maximum === 'number') return `${minimum}–${maximum}`
  if (typeof maxLength === 'number') return typeof minLength === 'number' && minLength > 0 ? `${minLength}–${maxLength} characters` : `at most ${maxLength} characters`
  return null
}

const sampleStrings: Record<string, string> = {
  uuid: '3f0b7c52-6a1e-4c1a-9d0e-2f4b8c6a1e37',
  'date-time': '2026-11-24T07:00:00.000Z',
  date: '2026-11-24',
  uri: 'https://lumen.example/news/example-slug',
  email: 'team@example.com',
}

/** An example value for a schema: its `example` when it names one, else one made from its type. */
export function exampleOf(schema: Json | undefined, document: JsonObject, depth = 0): Json {
  if (depth > 12) return null
  const resolved = resolve(schema, document)
  if ('example' in resolved) return resolved.example!
  if (Array.isArray(resolved.examples) && resolved.examples.length > 0) return resolved.examples[0]!
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = resolved[key]
    if (Array.isArray(branches) && branches.length > 0) {
      const branch = branches.find((candidate) => !(isObject(candidate) && candidate.type === 'null')) ?? branches[0]
      return exampleOf(branch, document, depth + 1)
    }
  }
  if (Array.isArray(resolved.allOf)) return Object.assign({}, ...resolved.allOf.map((part) => exampleOf(part, document, depth + 1)).filter(isObject))
  const types = Array.isArray(resolved.type) ? resolved.type.map(text) : [text(resolved.type)]
  const type = types.find((candidate) => candidate !== 'null') ?? types[0]
  if ('default' in resolved) return resolved.default!
  switch (type) {
    case 'object': {
      const properties = isObject(resolved.properties) ? resolved.properties : {}
      return Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, exampleOf(property, document, depth + 1)]))
    }
    case 'array':
      return [exampleOf(resolved.items, document, depth + 1)]
    case 'integer':
    case 'number':
      return typeof resolved.minimum === 'number' && resolved.minimum >= 0 ? resolved.minimum : 0
    case 'boolean':
      return true
    case 'string':
      return sampleStrings[text(resolved.format)] ?? 'string'
    case 'null':
      return null
    default:
      return null
  }
}

const jsonSchemaOf = (response: JsonObject) => {
  const content = response.content
  return isObject(content) && isObject(content['application/json']) ? content['application/json'].schema : undefined
}

/** The reference page's view of an OpenAPI 3.1 document. */
export function apiReferenceOf(published: unknown): ApiReference {
  const document = JSON.parse(JSON.stringify(published)) as JsonObject
  const info = isObject(document.info) ? document.info : {}
  const servers = Array.isArray(document.servers) ? document.servers : []
  const operations: ReferenceOperation[] = []
  for (const [path, item] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    if (!isObject(item)) continue
    for (const method of ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']) {
      const operation = item[method]
      if (!isObject(operation)) continue
      const parameters = [...(Array.isArray(item.parameters) ? item.parameters : []), ...(Array.isArray(operation.parameters) ? operation.parameters : [])]
        .map((parameter) => resolve(parameter, document))
        .map((parameter): ReferenceParameter => {
          const schema = resolve(parameter.schema, document)
          return {
            name: text(parameter.name),
            in: text(parameter.in) as ReferenceParameter['in'],
            type: typeOf(parameter.schema, document),
            required: parameter.required === true,
            description: text(parameter.description) || text(schema.description),
            defaultValue: 'default' in schema ? JSON.stringify(schema.default) : null,
            limits: limitsOf(schema),
          }
        })
      const responses = Object.entries(isObject(operation.responses) ? operation.responses : {}).map(([status, response]) => {
        const resolved = resolve(response, document)
        const schema = jsonSchemaOf(resolved)
        return { status, description: text(resolved.description), schema: schema === undefined ? null : typeOf(schema, document) }
      })
      const ok = isObject(operation.responses) ? resolve(operation.responses['200'], document) : {}
      const okSchema = jsonSchemaOf(ok)
      operations.push({
        operationId: text(operation.operationId) || `${method}${path}`,
        method: method.toUpperCase(),
        path,
        summary: text(operation.summary),
        description: text(operation.description) || null,
        parameters,
        responses,
        example: okSchema === undefined ? null : JSON.stringify(exampleOf(okSchema, document), null, 2),
      })
    }
  }
  return {
    title: text(info.title),
    version: text(info.version),
    description: text(info.description),
    baseUrl: isObject(servers[0]) ? text(servers[0].url) : '',
    operations,
  }
}
