import { data, Form, isRouteErrorResponse, redirect, useNavigation } from 'react-router'
import { z } from 'zod'
import { requirePermission } from '../admin/access.server'
import { AdminErrorCard, useAdminRouteError } from '../admin/components/admin-error'
import { AdminHeader, adminButton } from '../admin/components/admin-ui'
import { Checkbox, EditorColumns, Select, SideBox, TextInput, type FieldState } from '../admin/components/content/fields'
import { RichTextField } from '../admin/components/content/rich-text-field'
import { Message } from '../admin/components/newsletter/edition-notice'
import { Preview } from '../admin/components/newsletter/edition-preview'
import { getDb } from '../db/client.server'
import { sendEmail } from '../email/mailer.server'
import { notFound } from '../lib/error-responses.server'
import { parseForm } from '../lib/parse-form.server'
import { welcomeMessage } from '../newsletter/welcome/welcome-email'
import { welcomeStepSchema, welcomeTriggerLabels } from '../admin/newsletter/welcome-step-input'
import { deleteWelcomeStep, getWelcomeStep, saveWelcomeStep } from '../newsletter/welcome/welcome-steps.server'
import type { Route } from './+types/admin.newsletter.welcome.$id'

const listPath = '/admin/newsletter/welcome'

/** The step of the URL: null for "new", its id, or a 404. */
function stepParam(value: string | undefined) {
  if (value === 'new') return null
  const id = z.uuid().safeParse(value)
  if (!id.success) throw notFound()
  return id.data
}

const newStep = { trigger: 'signup', day: '0', subject: '', body: '', stopOnUpgrade: '', isActive: 'on' }

export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requirePermission(request, 'newsletter.send')
  const id = stepParam(params.id)
  const notice = new URL(request.url).searchParams.get('notice')
  if (!id) return { step: null, values: newStep, preview: null, adminEmail: admin.email, notice }
  const step = await getWelcomeStep(getDb(), id)
  if (!step) throw notFound()
  return {
    step: { id: step.id, subject: step.subject },
    values: { trigger: step.trigger, day: String(step.day), subject: step.subject, body: step.body, stopOnUpgrade: step.stopOnUpgrade ? 'on' : '', isActive: step.isActive ? 'on' : '' },
    // The copy the admin would receive, with their own name and links.
    preview: welcomeMessage(step, { id: admin.id, name: admin.name, email: admin.email }).html,
    adminEmail: admin.email,
    notice,
  }
}

const stepForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('delete') }),
  welcomeStepSchema.extend({ intent: z.enum(['save', 'test']) }),
])

/** Save (and Send test to me, which saves first) keep what was typed on a refusal; Delete removes the step and its report. */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requirePermission(request, 'newsletter.send')
  const id = stepParam(params.id)
  const db = getDb()
  const parsed = await parseForm(request, stepForm, { fallbackMessage: 'Invalid request.' })
  if (!parsed.ok) return parsed.reply({ message: parsed.errors.intent ?? 'Please correct the marked fields.' })
  const input = parsed.data
  if (input.intent === 'delete') {
    if (!id || !(await deleteWelcomeStep(db, id, admin.id))) throw notFound()
    return redirect(`${listPath}?notice=deleted`)
  }
  const { intent, ...step } = input
  const saved = await saveWelcomeStep(db, { id: id ?? undefined, input: step, actorId: admin.id })
  if (!saved) return data({ errors: {}, values: parsed.values, message: 'This step was deleted meanwhile, so nothing was saved. Copy your text and start a new step.' }, { status: 404 })
  if (intent === 'test') {
    const sent = await sendEmail(db, { ...welcomeMessage(step, { id: admin.id, name: admin.name, email: admin.email }), subject: `[Test] ${step.subject}`, kind: 'welcome-series-test' })
    return redirect(`${listPath}/${saved}?notice=${sent.status === 'failed' ? 'test-failed' : 'test'}`)
  }
  return redirect(`${listPath}/${saved}?notice=saved`)
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.step ? loaderData.step.subject : 'New step'} · Welcome series · Admin` },
  { name: 'robots', content: 'noindex' },
]

const notices: Record<string, { tone: 'success' | 'error'; text: (email: string) => string }> = {
  saved: { tone: 'success', text: () => 'Step saved. It goes to members whose day comes from now on.' },
  test: { tone: 'success', text: (email) => `Step saved, and a test sent to ${email}.` },
  'test-failed': { tone: 'error', text: () => 'Step saved, but the test e-mail could not be sent. The outbox in Settings shows why.' },
}

export default function WelcomeStepPage({ loaderData, actionData }: Route.ComponentProps) {
  const { step, values, preview, adminEmail, notice } = loaderData
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' ? String(navigation.formData?.get('intent') ?? 'save') : null
  const failed = actionData && 'values' in actionData ? actionData : null
  const state: FieldState = failed ? { values: failed.values, errors: failed.errors } : { values, errors: {} }
  const shown = !failed && notice ? notices[notice] : undefined
  const button = (intent: string, label: string, busyLabel: string, tone: keyof typeof adminButton) => (
    <button type="submit" name="intent" value={intent} className={adminButton[tone]} disabled={busy !== null}>{busy === intent ? busyLabel : label}</button>
  )
  return (
    <>
      <AdminHeader
        title={step ? 'Edit welcome step' : 'New welcome step'}
        description="Write it like an edition. {name} becomes the member's name and {site} the site's; the footer with the one-click link that stops the series is added to every copy."
        back={{ to: listPath, label: 'Welcome series' }}
      />
      {failed ? <Message tone="error">{failed.message}</Message> : shown ? <Message tone={shown.tone}>{shown.text(adminEmail)}</Message> : null}
      <Form method="post" key={step?.id ?? 'new'} className="mt-6" noValidate>
        <EditorColumns
          main={
            <>
              <TextInput state={state} name="subject" label="Subject" maxLength={200} required testId="welcome-subject" />
              <RichTextField state={state} name="body" label="Text" hint="Links and images from this site are made absolute." />
            </>
          }
          side={
            <>
              <SideBox title="When">
                <Select state={state} name="trigger" label="Starts" options={Object.entries(welcomeTriggerLabels).map(([value, label]) => ({ value, label }))} />
                <TextInput state={state} name="day" label="Day" type="number" min={0} max={90} testId="welcome-day"
                  hint="Days after the start: 0 sends it within a minute." />
                <Checkbox state={state} name="stopOnUpgrade" label="Skip members who upgraded" hint="For a step that sells a paid plan: members who started paying by its day do not get it." />
                <Checkbox state={state} name="isActive" label="Send this step" hint="Untick to pause it; members whose day passes meanwhile do not get it later." />
              </SideBox>
              <SideBox title="Save">
                <div className="flex flex-wrap gap-2">
                  {button('save', 'Save step', 'Saving…', 'primary')}
                  {button('test', 'Send test to me', 'Sending test…', 'secondary')}
                </div>
              </SideBox>
            </>
          }
        />
      </Form>
      {step ? (
        <Form method="post" className="mt-6" onSubmit={(event) => { if (!window.confirm('Delete this step and its report? Members who got it keep their e-mail.')) event.preventDefault() }}>
          <button type="submit" name="intent" value="delete" className={adminButton.danger}>Delete step</button>
        </Form>
      ) : null}
      {preview !== null ? <Preview html={preview} adminEmail={adminEmail} /> : null}
    </>
  )
}

export function ErrorBoundary() {
  const error = useAdminRouteError()
  const isNotFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <AdminErrorCard
      title={isNotFound ? 'Step not found' : 'Something went wrong'}
      text={isNotFound ? 'This welcome step does not exist, or it was deleted.' : 'The step could not be loaded or saved. Your last change may not have been saved.'}
      back={{ to: listPath, label: '← Back to the welcome series' }}
    />
  )
}
