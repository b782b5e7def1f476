import { Form, useNavigation } from 'react-router'
import { Badge, adminButton, adminTime } from '../admin-ui'
import { Checkbox, EditorColumns, SideBox, TextInput, type FieldState } from '../content/fields'
import { RichTextField } from '../content/rich-text-field'
import { editionStatusLabels, editionStatusTones } from './edition-labels'
import type { EditionView } from './edition-view'
import { SegmentFields } from './segment-fields'

const readers = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'reader' : 'readers'}`

/**
 * The editor's form for a new or editable edition: subject and text, and the buttons that save,
 * preview, send a test, schedule, send now or unschedule it.
 */
export function ComposeForm({ edition, state, audience }: { edition: EditionView | null; state: FieldState; audience: number }) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' ? String(navigation.formData?.get('intent') ?? 'save') : null
  const isScheduled = edition?.status === 'scheduled'
  const hasSegment = ['segPlan', 'segSource', 'segEngagement', 'segTopic'].some((name) => state.values[name])
  const button = (intent: string, label: string, busyLabel: string, tone: keyof typeof adminButton = 'secondary', confirm?: string) => (
    <button type="submit" name="intent" value={intent} className={adminButton[tone]} disabled={busy !== null}
      onClick={confirm ? (event) => { if (!window.confirm(confirm)) event.preventDefault() } : undefined}>
      {busy === intent ? busyLabel : label}
    </button>
  )
  return (
    // Keyed by the edition, so the editor starts again from the saved text when a new draft gets its page.
    <Form method="post" key={edition?.id ?? 'new'} className="mt-6" noValidate>
      <EditorColumns
        main={
          <>
            <TextInput state={state} name="subject" label="Subject" maxLength={200} required testId="edition-subject" />
            <RichTextField state={state} name="body" label="Text" hint="Links and images from this site are made absolute. The footer with the reader's unsubscribe and preferences links is added to every copy." />
          </>
        }
        side={
          <>
            <SideBox title="Edition">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <Badge tone={editionStatusTones[edition?.status ?? 'draft']}>{editionStatusLabels[edition?.status ?? 'draft']}</Badge>
                {isScheduled ? <span className="text-slate-600 dark:text-slate-400">for {adminTime(edition.scheduledFor)}</span> : null}
                {!edition ? <span className="text-slate-500 dark:text-slate-400">Not saved yet</span> : null}
              </div>
              <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="audience">
                Goes to <strong className="tabular-nums">{readers(audience)}</strong>: confirmed subscribers and members who get the newsletter{hasSegment ? ', in the segment below' : ''}.
              </p>
              <div className="flex flex-wrap gap-2">
                {button('save', isScheduled ? 'Save changes' : 'Save draft', 'Saving…', 'primary')}
                {button('preview', 'Preview', 'Saving…')}
                {button('test', 'Send test to me', 'Sending test…')}
              </div>
            </SideBox>
            <SideBox title="Audience">
              <p className="text-sm text-slate-600 dark:text-slate-400">Send to a segment of the readers: every choice narrows it. Save to see its size.</p>
              <SegmentFields state={state} />
            </SideBox>
            <SideBox title="Opens">
              <Checkbox state={state} name="countOpens" label="Count opens with a pixel"
                hint="Off by default. Each copy gets a 1×1 image. The figure is inflated: Apple Mail Privacy Protection and some security scanners fetch every image whether or not the reader opens the message. Clicks stay the measure to trust." />
            </SideBox>
            <SideBox title="Sending">
              <TextInput state={state} name="scheduledFor" label="Send at (UTC)" type="datetime-local" testId="scheduled-for"
                hint="A time in UTC, for Schedule. Send now ignores it." />
              <div className="flex flex-wrap gap-2">
                {button('schedule', isScheduled ? 'Reschedule' : 'Schedule', 'Scheduling…')}
                {button('send', 'Send now', 'Sending…', 'primary', `Send this edition to ${readers(audience)} now? This cannot be undone.`)}
                {isScheduled ? button('unschedule', 'Unschedule', 'Unscheduling…', 'danger') : null}
              </div>
            </SideBox>
          </>
        }
      />
    </Form>
  )
}
