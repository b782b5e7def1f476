import { appErrorResponse } from '../lib/error-responses.server'
import type { FormValues } from '../lib/form-values'
import type { WorkspaceFormResult } from './components/workspace-ui'

/**
 * A workspace form's answer to a refusal of the workspace rules: it keeps what was typed, and a
 * refusal about one field puts its message beside that field instead of above the form.
 */
export function workspaceFormRefusal(error: unknown, intent: string, values: FormValues) {
  return appErrorResponse(error, (refusal): WorkspaceFormResult => ({
    intent,
    ok: false,
    message: refusal.field ? null : refusal.message,
    errors: refusal.field ? { [refusal.field]: refusal.message } : {},
    values,
  }))
}
