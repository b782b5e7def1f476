import { useRouteLoaderData } from 'react-router'
import { idempotencyField } from '../lib/idempotency'

/**
 * The hidden idempotency key of a form whose submission must not be applied twice: rendered
 * by the server (so it works without JavaScript) and new after every change, since the root
 * loader makes one per render.
 */
export function IdempotencyField() {
  // Read straight from the root loader's data: shared UI imports no feature, not even the shell.
  const key = useRouteLoaderData<{ formKey?: string }>('root')?.formKey
  return key ? <input type="hidden" name={idempotencyField} value={key} /> : null
}
