import { useEffect, useRef } from 'react'
import { useRouteLoaderData } from 'react-router'
import { idempotencyField } from '../lib/idempotency'

/** 128 random bits in the key's alphabet; getRandomValues works on plain-HTTP sites too, unlike randomUUID. */
function newFormKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The hidden idempotency key of a form whose submission must not be applied twice, new after
 * every change (the root loader runs again after each submission). A signed-in member's page
 * carries the server's key, so a retry without JavaScript is recognised too. A visitor's page
 * may be a copy shared by the page cache or a CDN, where a server key would be everyone's: the
 * browser makes the visitor's own key once the page runs.
 */
export function IdempotencyField() {
  // Read straight from the root loader's data: shared UI imports no feature, not even the shell.
  const root = useRouteLoaderData<{ formKey?: string }>('root')
  const serverKey = root?.formKey
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (input.current) input.current.value = serverKey ?? newFormKey()
  }, [root, serverKey])
  return <input ref={input} type="hidden" name={idempotencyField} defaultValue={serverKey} />
}
