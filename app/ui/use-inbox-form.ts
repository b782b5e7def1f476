import { useNavigation } from 'react-router'
import type { FieldErrors } from '../lib/form-values'

type InboxFormState = { values?: Record<string, string>; errors?: FieldErrors } | undefined

/**
 * What a form leaving a message for the team (contact, advertising) shows again after its
 * action answered: the typed values, the field errors, and whether it is being sent.
 */
export function useInboxForm(state: InboxFormState) {
  const navigation = useNavigation()
  return { values: state?.values ?? {}, errors: state?.errors ?? {}, isSubmitting: navigation.state === 'submitting' }
}
