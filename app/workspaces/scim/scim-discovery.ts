import { MAX_RESULTS } from './scim-filter'
import { LIST_SCHEMA, USER_SCHEMA } from './scim-user'

/*
 * The discovery documents (RFC 7644, section 4): what an identity provider may ask of this
 * server. Users only (no Groups), PATCH and equality filters, no bulk, sorting or ETags.
 */

const CONFIG_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'
const RESOURCE_TYPE_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ResourceType'
const SCHEMA_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Schema'

const meta = (baseUrl: string, resourceType: string, path: string) => ({ resourceType, location: `${baseUrl}${path}` })

export const serviceProviderConfig = (baseUrl: string) => ({
  schemas: [CONFIG_SCHEMA],
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: MAX_RESULTS },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: false },
  authenticationSchemes: [
    { type: 'oauthbearertoken', name: 'Bearer token', description: 'A SCIM token a workspace Admin creates, sent as "Authorization: Bearer scim_…".', primary: true },
  ],
  meta: meta(baseUrl, 'ServiceProviderConfig', '/ServiceProviderConfig'),
})

export const userResourceType = (baseUrl: string) => ({
  schemas: [RESOURCE_TYPE_SCHEMA],
  id: 'User',
  name: 'User',
  endpoint: '/Users',
  description: 'A person of the workspace: while active, they hold one of its seats.',
  schema: USER_SCHEMA,
  meta: meta(baseUrl, 'ResourceType', '/ResourceTypes/User'),
})

type Attribute = { name: string; type: 'string' | 'boolean' | 'complex'; required?: boolean; mutability?: 'readWrite' | 'immutable' | 'readOnly'; multiValued?: boolean; subAttributes?: Attribute[] }

function attribute({ name, type, required = false, mutability = 'readWrite', multiValued = false, subAttributes }: Attribute): Record<string, unknown> {
  return {
    name,
    type,
    multiValued,
    required,
    ...(type === 'string' ? { caseExact: false } : {}),
    mutability,
    returned: 'default',
    uniqueness: name === 'userName' ? 'server' : 'none',
    ...(subAttributes ? { subAttributes: subAttributes.map((sub) => attribute({ mutability, ...sub })) } : {}),
  }
}

export const userSchema = (baseUrl: string) => ({
  schemas: [SCHEMA_SCHEMA],
  id: USER_SCHEMA,
  name: 'User',
  description: 'User Account',
  attributes: [
    // The address is the account's identity at the company domain: set once, when provisioned.
    attribute({ name: 'userName', type: 'string', required: true, mutability: 'immutable' }),
    attribute({ name: 'name', type: 'complex', subAttributes: ['formatted', 'givenName', 'familyName'].map((name) => ({ name, type: 'string' as const })) }),
    attribute({ name: 'displayName', type: 'string' }),
    // Derived from userName: a provider's other addresses are not kept.
    attribute({ name: 'emails', type: 'complex', multiValued: true, mutability: 'readOnly', subAttributes: [{ name: 'value', type: 'string' }, { name: 'type', type: 'string' }, { name: 'primary', type: 'boolean' }] }),
    attribute({ name: 'active', type: 'boolean' }),
  ],
  meta: meta(baseUrl, 'Schema', `/Schemas/${USER_SCHEMA}`),
})

/** A list of discovery documents, as `/ResourceTypes` and `/Schemas` answer without an id. */
export const listOf = (resources: object[]) => ({ schemas: [LIST_SCHEMA], totalResults: resources.length, itemsPerPage: resources.length, startIndex: 1, Resources: resources })
