import { useState } from 'react'
import { data, Form, redirect, useNavigation } from 'react-router'
import { signIn } from '../accounts/auth-calls.server'
import { ownerSetupSchema } from '../accounts/account-forms'
import { OperatorRefusal } from '../accounts/operator-accounts.server'
import { claimOwnerSetup, ownerSetupClosed, ownerSetupIsOpen } from '../accounts/owner-setup.server'
import { PasswordChecklist } from '../accounts/components/password-checklist'
import { getDb } from '../db/client.server'
import type { FieldErrors } from '../lib/form-values'
import { parseForm } from '../lib/parse-form.server'
import { requestInfoContext } from '../lib/request-context.server'
import { AuthCard, FormMessage, primaryButtonClass, TextField } from '../ui/forms'
import type { Route } from './+types/setup.$token'

// The owner's first page, like the admin console it opens, is in English.

/** Never cached, never indexed: the address holds a one-time secret. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' })

export const meta: Route.MetaFunction = () => [{ title: 'Set up your site' }, { name: 'robots', content: 'noindex' }]

export async function loader({ params }: Route.LoaderArgs) {
  const isOpen = await ownerSetupIsOpen(getDb(), params.token)
  return data({ closed: isOpen ? null : ownerSetupClosed }, { status: isOpen ? 200 : 404 })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const parsed = await parseForm(request, ownerSetupSchema)
  if (!parsed.ok) return parsed.reply({ message: null as string | null })
  try {
    await claimOwnerSetup(getDb(), params.token, parsed.data)
  } catch (error) {
    if (!(error instanceof OperatorRefusal)) throw error
    const closed = error.message === ownerSetupClosed
    return data({ errors: (closed ? {} : { email: error.message }) as FieldErrors, values: parsed.values, message: closed ? error.message : null }, { status: closed ? 404 : 409 })
  }
  // Signed in at once, straight into the console the owner now runs.
  const signedIn = await signIn(getDb(), request, { email: parsed.data.email, password: parsed.data.password, rememberMe: false, clientIp: context.get(requestInfoContext).clientIp })
  const headers = new Headers()
  if (signedIn.ok) for (const cookie of signedIn.cookies) headers.append('Set-Cookie', cookie)
  throw redirect(signedIn.ok ? '/admin' : '/login', { headers })
}

export default function OwnerSetup({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const [password, setPassword] = useState('')
  const values = actionData?.values ?? {}
  if (loaderData.closed) {
    return (
      <AuthCard title="Set up your site">
        <FormMessage tone="error">{loaderData.closed}</FormMessage>
      </AuthCard>
    )
  }
  return (
    <AuthCard title="Set up your site" subtitle="Nobody runs this site yet. Create the owner account: it is the first admin, and can invite everyone else.">
      <Form method="post" className="space-y-5">
        {actionData?.message ? <FormMessage tone="error">{actionData.message}</FormMessage> : null}
        <TextField label="Your name" name="name" autoComplete="name" required defaultValue={values.name} error={actionData?.errors.name} />
        <TextField label="Email" name="email" type="email" autoComplete="email" required defaultValue={values.email} error={actionData?.errors.email} />
        <TextField
          label="Password" name="password" type="password" autoComplete="new-password" required
          onChange={(e) => setPassword(e.currentTarget.value)} error={actionData?.errors.password}
          hint={<PasswordChecklist id="setup-rules" password={password} />}
        />
        <TextField label="Confirm password" name="confirmPassword" type="password" autoComplete="new-password" required error={actionData?.errors.confirmPassword} />
        <button type="submit" className={`${primaryButtonClass} w-full`} disabled={navigation.state === 'submitting'}>
          Create the owner account
        </button>
      </Form>
    </AuthCard>
  )
}
