/** The `scimType` values RFC 7644 (section 3.12) defines for a 400 or 409 answer. */
export type ScimType = 'invalidFilter' | 'tooMany' | 'uniqueness' | 'mutability' | 'invalidSyntax' | 'invalidPath' | 'noTarget' | 'invalidValue' | 'invalidVers' | 'sensitive'

export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error'

/**
 * A provisioning request refused on purpose, answered as a SCIM error. Its detail is English:
 * the reader is an identity provider's log, read by the company's IT staff, as with the public
 * API's errors. Details name attributes and the domain, never a person's address.
 */
export class ScimError extends Error {
  override name = 'ScimError'

  constructor(
    readonly status: 400 | 401 | 404 | 405 | 409 | 413 | 415 | 429 | 500,
    readonly detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail)
  }
}

/** The body of a SCIM error (RFC 7644, section 3.12): the status is a string there. */
export const scimErrorBody = (status: number, detail: string, scimType?: ScimType) => ({
  schemas: [ERROR_SCHEMA],
  status: String(status),
  ...(scimType ? { scimType } : {}),
  detail,
})

export const invalidSyntax = (detail: string) => new ScimError(400, detail, 'invalidSyntax')
export const invalidValue = (detail: string) => new ScimError(400, detail, 'invalidValue')
export const userNotFound = () => new ScimError(404, 'There is no such user in this workspace.')
