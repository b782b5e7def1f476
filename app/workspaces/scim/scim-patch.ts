import { applyAttribute, isRecord, type UserChanges } from './scim-attributes'
import { invalidSyntax, ScimError } from './scim-errors'

export const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp'

/**
 * The changes a PatchOp message (RFC 7644, section 3.5.2) asks for. Operations are `add` and
 * `replace`, in any case (Microsoft Entra ID writes "Replace"), with a path or with an object
 * of attributes as the value (`{op: "replace", value: {active: false}}`), and `remove` for
 * the optional attributes. Later operations win over earlier ones.
 */
export function patchChanges(body: unknown): UserChanges {
  if (!isRecord(body) || !Array.isArray(body.Operations) || body.Operations.length === 0) {
    throw invalidSyntax('A PATCH body is a PatchOp message with a list of "Operations".')
  }
  if (Array.isArray(body.schemas) && !body.schemas.includes(PATCH_SCHEMA)) throw invalidSyntax(`A PATCH body names the schema ${PATCH_SCHEMA}.`)
  const changes: UserChanges = {}
  for (const operation of body.Operations as unknown[]) {
    if (!isRecord(operation) || typeof operation.op !== 'string') throw invalidSyntax('Each operation is an object with an "op".')
    const op = operation.op.toLowerCase()
    const path = operation.path
    if (path !== undefined && typeof path !== 'string') throw new ScimError(400, 'An operation\'s "path" is a string.', 'invalidPath')
    if (op === 'remove') remove(changes, path)
    else if (op !== 'add' && op !== 'replace') throw invalidSyntax('An operation\'s "op" is "add", "replace" or "remove".')
    else if (path) applyAttribute(changes, path, operation.value, true)
    else if (isRecord(operation.value)) for (const [key, value] of Object.entries(operation.value)) applyAttribute(changes, key, value, true)
    else throw invalidSyntax('An operation without a "path" has an object of attributes as its "value".')
  }
  return changes
}

const unremovable = ['username', 'active', 'displayname', 'name', 'name.formatted', 'name.givenname', 'name.familyname']

/** `remove` clears `externalId`; a person always has an address, a state and a name. */
function remove(changes: UserChanges, path: string | undefined) {
  if (!path) throw new ScimError(400, 'A "remove" operation needs a "path".', 'noTarget')
  const attribute = path.trim().toLowerCase().replace(/^urn:ietf:params:scim:schemas:core:2\.0:user:/, '')
  if (attribute === 'externalid') changes.externalId = null
  else if (unremovable.includes(attribute)) throw new ScimError(400, `${path.slice(0, 100)} cannot be removed.`, 'mutability')
  // What is left is either ignored here or no attribute at all (refused as such).
  else applyAttribute({}, path, undefined, true)
}
