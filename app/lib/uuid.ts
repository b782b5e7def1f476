const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether a value from an address or a form is a UUID (a row id), so a lookup may use it. */
export const isUuid = (value: string | null | undefined): value is string => typeof value === 'string' && uuidPattern.test(value)
