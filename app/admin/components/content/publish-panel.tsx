import { Link, useNavigation } from 'react-router'
import type { DisplayStatus, TypeInfo } from '../../content/content-types'
import { adminButton, adminTime } from '../admin-ui'
import { Select, SideBox, TextInput, type FieldState } from './fields'
import { StatusBadge } from './status-badge'
import type { WorkflowIntent } from '../../content/workflow'
import { publishStatusLabels, type PublishStatus } from '../../../content/publish-statuses'

/** Draft, In review and Published, and the state the item is in when it is another. */
function statusChoices(current: string | undefined) {
  const shown = new Set<PublishStatus>(['draft', 'review', 'published'])
  if (current && current in publishStatusLabels) shown.add(current as PublishStatus)
  return [...shown].map((status) => ({ value: status, label: publishStatusLabels[status] }))
}

export type ItemMeta = { id: string; status: DisplayStatus; publishedAt: string | null; updatedAt: string; publicPath: string; gained?: { signups: number; paid: number } | null } | null

/**
 * Status, publication time and the buttons that save the form with an intent: Save keeps the
 * chosen status, Publish now, Schedule (a future time) and Unpublish change it.
 */
export function PublishPanel({ info, state, meta, previewPath, intents }: { info: TypeInfo; state: FieldState; meta: ItemMeta; previewPath: string | null; intents: readonly WorkflowIntent[] }) {
  const navigation = useNavigation()
  const may = (intent: WorkflowIntent) => intents.includes(intent)
  // Someone who may publish chooses the state; anyone else keeps it (a save by them follows the workflow).
  const choosesStatus = may('publish') || may('unpublish')
  const busy = navigation.state === 'submitting' ? String(navigation.formData?.get('intent') ?? 'save') : null
  const isLive = meta?.status === 'published' || meta?.status === 'scheduled'
  const button = (intent: string, label: string, busyLabel: string, tone: keyof typeof adminButton = 'secondary') => (
    <button type="submit" name="intent" value={intent} className={adminButton[tone]} disabled={busy !== null}>{busy === intent ? busyLabel : label}</button>
  )
  return (
    <SideBox title="Publishing">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {meta || info.hasStatus ? <StatusBadge status={meta?.status ?? 'draft'} publishedAt={meta?.publishedAt ?? null} /> : null}
        {meta ? <span className="text-slate-500 dark:text-slate-400">Saved {adminTime(meta.updatedAt)}</span> : <span className="text-slate-500 dark:text-slate-400">Not saved yet</span>}
      </div>
      {info.hasStatus && choosesStatus ? (
        <Select state={state} name="status" label="Status" options={statusChoices(state.values.status)} />
      ) : info.hasStatus ? (
        <input type="hidden" name="status" value={state.values.status ?? 'draft'} />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">Shown to readers as soon as it is saved and holds published items.</p>
      )}
      {info.canSchedule && may('schedule') ? (
        <TextInput state={state} name="publishedAt" label="Publish date (UTC)" type="datetime-local" step={1}
          hint="Empty means the moment it is published. A future time schedules it." testId="published-at" />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {button('save', meta ? 'Save' : 'Create', 'Saving…', 'primary')}
        {info.hasStatus && may('submit') ? button('submit', 'Submit for review', 'Submitting…') : null}
        {info.hasStatus && may('publish') && meta?.status !== 'published' ? button('publish', 'Publish now', 'Publishing…') : null}
        {info.canSchedule && may('schedule') ? button('schedule', 'Schedule', 'Scheduling…') : null}
        {info.hasStatus && may('unpublish') && isLive ? button('unpublish', 'Unpublish', 'Unpublishing…', 'danger') : null}
      </div>
      {meta?.gained ? (
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="members-gained">
          Members gained: <strong className="tabular-nums">{meta.gained.signups.toLocaleString('en-US')}</strong> sign-up{meta.gained.signups === 1 ? '' : 's'}, <strong className="tabular-nums">{meta.gained.paid.toLocaleString('en-US')}</strong> paid, by readers who converted right after reading it.
        </p>
      ) : null}
      {meta ? (
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
          {previewPath ? <Link to={previewPath} target="_blank" rel="noopener" className="text-brand-700 hover:underline dark:text-brand-300">Preview saved version ↗</Link> : null}
          {meta.status === 'published' || meta.status === 'live' ? <Link to={meta.publicPath} className="text-brand-700 hover:underline dark:text-brand-300">View on site</Link> : null}
        </div>
      ) : null}
    </SideBox>
  )
}
