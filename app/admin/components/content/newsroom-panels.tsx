import { useEffect, useRef, useState } from 'react'
import { Form, Link, useFetcher, useLoaderData } from 'react-router'
import { adminButton, adminInput, adminTime } from '../admin-ui'
import { diffVersions } from '../../content/revision-diff'
import type { ContentType } from '../../content/content-types'
import type { LockView } from '../../content/edit-locks.server'
import type { loadNewsroom, NewsroomReply } from '../../content/newsroom-data.server'
import { SideBox } from './fields'
import { VersionDiff } from './version-diff'

type Newsroom = Awaited<ReturnType<typeof loadNewsroom>>
const base = (type: ContentType, id: string) => `/admin/content/${type}/${id}`
/** The open editor renews its lock this often (the lock lasts 150 seconds). */
const RENEW_MS = 60_000

/** Who else has the item open; renews the lock while the editor is open. Editors and admins can take over. */
export function EditLockBanner({ type, id, lock, canTakeOver }: { type: ContentType; id: string; lock: LockView; canTakeOver: boolean }) {
  const fetcher = useFetcher<LockView>()
  const current = fetcher.data && 'state' in fetcher.data ? fetcher.data : lock
  const submit = fetcher.submit
  useEffect(() => {
    const address = `${base(type, id)}/lock`
    const timer = setInterval(() => submit({ intent: 'renew' }, { method: 'post', action: address }), RENEW_MS)
    // Leaving the editor lets the lock go at once, so others need not wait for it to lapse.
    const release = () => void fetch(address, { method: 'POST', body: new URLSearchParams({ intent: 'release' }), keepalive: true })
    window.addEventListener('pagehide', release)
    return () => {
      clearInterval(timer)
      window.removeEventListener('pagehide', release)
      release()
    }
  }, [submit, type, id])
  if (current.state === 'held') return null
  return (
    <div role="status" data-testid="edit-lock" className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <p>{current.state === 'taken'
        ? `${current.holder} took over editing. Your next save will be refused: copy what you need first.`
        : `${current.holder} is editing. Saving now would be refused.`}</p>
      {canTakeOver && current.state === 'locked' ? (
        <Form method="post" action="?newsroom"><button type="submit" name="intent" value="take-over" className={adminButton.secondary}>Take over</button></Form>
      ) : null}
    </div>
  )
}

export function NewsroomReplyMessage({ reply }: { reply: NewsroomReply }) {
  return (
    <div role={reply.ok ? 'status' : 'alert'} data-testid="newsroom-reply" className={`mt-4 rounded-2xl p-4 text-sm ${reply.ok ? 'bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100' : 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100'}`}>
      <p>{reply.message}</p>
      {reply.previewUrl ? <p className="mt-2 font-mono text-xs break-all select-all" data-testid="preview-url">{reply.previewUrl}</p> : null}
    </div>
  )
}

/** After a refused save: the server's copy beside the text the editor still holds. */
export function CompareWithSaved({ mine }: { mine: Record<string, string> }) {
  const { values } = useLoaderData() as { values: Record<string, string> }
  // Only the fields the form carries: the saved copy has columns the editor does not show.
  const saved = Object.fromEntries(Object.keys(mine).map((key) => [key, values[key] ?? '']))
  return (
    <details open className="mt-4 rounded-2xl border border-slate-200 p-4 dark:border-slate-800" data-testid="compare-saved">
      <summary className="cursor-pointer text-sm font-semibold">Compare your text with the saved copy</summary>
      <div className="mt-3"><VersionDiff diff={diffVersions(saved, mine)} left="Saved copy" right="Your text" /></div>
    </details>
  )
}

const decisionLabels: Record<string, string> = { submitted: 'Submitted for review', changes_requested: 'Changes requested', approved: 'Approved' }

/** Review decisions (for an editor who is not an author), the review trail, revisions and preview links. */
export function NewsroomPanels({ type, id, newsroom, mayReview }: { type: ContentType; id: string; newsroom: Newsroom; mayReview: boolean }) {
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <SideBox title="Review">
        {mayReview ? (
          <Form method="post" action="?newsroom" className="space-y-3" data-testid="review-form">
            <label htmlFor="review-note" className="block text-sm font-semibold">Note to the authors</label>
            <textarea id="review-note" name="note" rows={3} maxLength={2000} className={adminInput} />
            <div className="flex flex-wrap gap-2">
              <button type="submit" name="intent" value="approve" className={adminButton.primary}>Approve</button>
              <button type="submit" name="intent" value="request-changes" className={adminButton.secondary}>Request changes</button>
            </div>
          </Form>
        ) : null}
        {newsroom.trail.length ? (
          <ol className="space-y-2 text-sm" data-testid="review-trail">
            {newsroom.trail.map((entry, index) => (
              <li key={index}>
                <strong>{decisionLabels[entry.decision] ?? entry.decision}</strong> · {entry.actorName ?? 'Someone who left'} · {adminTime(entry.createdAt)}
                {entry.body ? <p className="mt-1 rounded-xl bg-slate-100 p-2 dark:bg-slate-800">{entry.body}</p> : null}
              </li>
            ))}
          </ol>
        ) : <p className="text-sm text-slate-600 dark:text-slate-400">No review yet.</p>}
      </SideBox>
      <SideBox title="History and sharing">
        <p className="text-sm"><Link to={`${base(type, id)}/revisions`} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">Revisions ({newsroom.revisionCount})</Link></p>
        <Form method="post" action="?newsroom">
          <button type="submit" name="intent" value="preview-link" className={adminButton.secondary}>Make a preview link</button>
        </Form>
        <p className="text-xs text-slate-600 dark:text-slate-400">Shows the saved version to anyone with the link for 48 hours: not indexed, never cached.</p>
        {newsroom.previewLinks.length ? (
          <ul className="space-y-2 text-sm" data-testid="preview-links">
            {newsroom.previewLinks.map((link) => (
              <li key={link.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>By {link.createdBy ?? 'someone who left'}, works until {adminTime(link.expiresAt)}</span>
                <Form method="post" action="?newsroom">
                  <input type="hidden" name="linkId" value={link.id} />
                  <button type="submit" name="intent" value="revoke-preview" className="font-semibold text-red-700 hover:underline dark:text-red-400">Revoke</button>
                </Form>
              </li>
            ))}
          </ul>
        ) : null}
      </SideBox>
    </div>
  )
}

/** Keeps the open editor's text as a revision every minute it changed (the server adds at most one per 10 minutes). */
export function Autosave({ type, id }: { type: ContentType; id: string }) {
  const last = useRef<string | null>(null)
  const [savedAt, setSavedAt] = useState<string | null>(null)
  useEffect(() => {
    const form = () => document.getElementById('item-editor') as HTMLFormElement | null
    const fields = () => {
      const element = form()
      if (!element) return null
      const body = new URLSearchParams()
      for (const [key, value] of new FormData(element)) if (typeof value === 'string') body.append(key, value)
      return body
    }
    last.current = fields()?.toString() ?? null
    const timer = setInterval(async () => {
      const body = fields()
      if (!body || body.toString() === last.current) return
      const response = await fetch(`${base(type, id)}/autosave`, { method: 'POST', body })
      if (response.ok) {
        last.current = body.toString()
        setSavedAt(new Date().toISOString())
      }
    }, RENEW_MS)
    return () => clearInterval(timer)
  }, [type, id])
  return savedAt ? <p role="status" className="mt-2 text-xs text-slate-600 dark:text-slate-400">Draft kept in revisions at {adminTime(savedAt)}.</p> : null
}
