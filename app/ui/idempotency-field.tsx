import { idempotencyField } from '../lib/idempotency'
import { useRootData } from '../lib/root-data'

/**
 * The hidden idempotency key of a form whose submission must not be applied twice: rendered
 * by the server (so it works without JavaScript) and new after every change, since the root
 * loader makes one per render.
 */
export function IdempotencyField() {
  const key = useRootData()?.formKey
  return key ? <input type="hidden" name={idempotencyField} value={key} /> : null
}
