/** Name of the hidden field that carries a form's idempotency key (the root loader's `formKey`). */
export const idempotencyField = 'idempotencyKey'
