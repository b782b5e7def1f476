import { data } from 'react-router'
import { z } from 'zod'
import { requireUser } from '../accounts/session.server'
import { getDb } from '../db/client.server'
import { useT } from '../i18n/i18n'
import { refusalText } from '../i18n/reader-message.server'
import { textKey } from '../i18n/text-keys'
import { appErrorOf } from '../lib/app-error'
import { appErrorResponse, messageBody } from '../lib/error-responses.server'
import { parseForm } from '../lib/parse-form.server'
import { AssignForm } from '../workspaces/components/learning/assign-form'
import { AssignedList } from '../workspaces/components/learning/assigned-list'
import { Collections } from '../workspaces/components/learning/collections'
import { LearningAssignments } from '../workspaces/components/learning/learning-assignments'
import { LearningPanel } from '../workspaces/components/learning/learning-bits'
import { assignedTo, learningAssignments } from '../workspaces/assignment-lists.server'
import { assign, assignChoices, unassign } from '../workspaces/assignments.server'
import { addToCollection, createCollection, deleteCollection, listCollections, removeFromCollection } from '../workspaces/collections.server'
import { memberOf } from '../workspaces/members.server'
import { utcDayOf, type LearningFormResult } from '../workspaces/learning'
import type { Route } from './+types/workspace.learning'
import { titleMeta } from '../seo/meta'

/** Assignments (the member's own; for Admins also the assign form and everyone's progress) and the shared collections. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const db = getDb()
  const now = new Date()
  try {
    const member = await memberOf(db, user.id)
    const isAdmin = member.role === 'admin'
    const [assigned, collections, choices, assignments] = await Promise.all([
      assignedTo(db, { userId: user.id, now }),
      listCollections(db, { userId: user.id, now }),
      isAdmin ? assignChoices(db, { actorId: user.id, now }) : null,
      isAdmin ? learningAssignments(db, { actorId: user.id, now }) : null,
    ])
    return { isAdmin, today: utcDayOf(now), assigned, collections, admin: choices && assignments ? { choices, assignments } : null }
  } catch (error) {
    throw appErrorResponse(error, messageBody)
  }
}

const id = z.string().max(100)

const text = (max: number) => z.string().max(max, textKey('workspaceLearning.error.tooLong'))

/** The page's forms, told apart by `intent`; the domain checks everything else and says what is wrong. */
const formSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('assign'), item: text(200).default(''), assignee: text(100).default(''), dueOn: text(40).default('') }),
  z.object({ intent: z.literal('unassign'), assignmentId: id }),
  z.object({ intent: z.literal('create-collection'), name: text(400) }),
  z.object({ intent: z.literal('delete-collection'), collectionId: id }),
  z.object({ intent: z.literal('add-item'), collectionId: id, link: text(2000), note: text(4000).default('') }),
  z.object({ intent: z.literal('remove-item'), collectionId: id, itemId: id }),
])

type Done = NonNullable<LearningFormResult['done']>

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const db = getDb()
  const parsed = await parseForm(request, formSchema, { fallbackMessage: textKey('workspaceLearning.error.unknownAction') })
  const intent = parsed.values.intent ?? ''
  const target = parsed.values.collectionId
  if (!parsed.ok) return parsed.reply<Omit<LearningFormResult, 'errors' | 'values'>>({ intent, ok: false, message: null, target })
  const form = parsed.data
  const done = (result: Done, extra: Partial<LearningFormResult> = {}): LearningFormResult => ({ intent, ok: true, message: null, done: result, errors: {}, values: {}, target, at: Date.now(), ...extra })
  try {
    switch (form.intent) {
      case 'assign': {
        const [kind = '', itemId = ''] = form.item.split(':')
        const result = await assign(db, { actorId: user.id, kind, itemId, assigneeId: form.assignee || null, dueOn: form.dueOn || null })
        const values = { title: result.title, count: result.recipients }
        return done({ key: result.recipients === 0 ? 'workspaceLearning.assign.done' : form.assignee ? 'workspaceLearning.assign.doneToldOne' : 'workspaceLearning.assign.doneTold', values })
      }
      case 'unassign':
        await unassign(db, { actorId: user.id, assignmentId: form.assignmentId })
        return done({ key: 'workspaceLearning.assignments.unassigned' })
      case 'create-collection':
        await createCollection(db, { userId: user.id, name: form.name })
        return done({ key: 'workspaceLearning.collections.created' })
      case 'delete-collection':
        await deleteCollection(db, { userId: user.id, collectionId: form.collectionId })
        return done({ key: 'workspaceLearning.collections.deleted' })
      case 'add-item': {
        const added = await addToCollection(db, { userId: user.id, collectionId: form.collectionId, link: form.link, note: form.note })
        return done({ key: 'workspaceLearning.collections.added', values: { title: added.title } })
      }
      case 'remove-item':
        await removeFromCollection(db, { userId: user.id, itemId: form.itemId })
        return done({ key: 'workspaceLearning.collections.removed' })
    }
  } catch (error) {
    const refusal = appErrorOf(error)
    const message = refusalText(refusal)
    const body: LearningFormResult = {
      intent,
      ok: false,
      message: refusal.field ? null : message,
      errors: refusal.field ? { [refusal.field]: message } : {},
      values: parsed.values,
      target,
    }
    return data(body, { status: refusal.status })
  }
}

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'title.workspaceLearning')

export default function WorkspaceLearning({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const { isAdmin, today, assigned, collections, admin } = loaderData
  const result = actionData as LearningFormResult | undefined
  return (
    <div className="space-y-8" data-testid="workspace-learning">
      <p className="text-slate-600 dark:text-slate-300">{t(isAdmin ? 'workspaceLearning.learning.introAdmin' : 'workspaceLearning.learning.introUser')}</p>
      <LearningPanel id="assigned-to-you" title={t('workspaceLearning.assigned.title')} testId="assigned-to-you">
        <AssignedList items={assigned} />
      </LearningPanel>
      {admin ? (
        <>
          <LearningPanel id="assign-learning" title={t('workspaceLearning.assign.title')} description={t('workspaceLearning.assign.hint')}>
            <AssignForm choices={admin.choices} today={today} result={result} />
          </LearningPanel>
          <LearningPanel id="team-assignments" title={t('workspaceLearning.assignments.title')} description={t('workspaceLearning.assignments.intro')}>
            <LearningAssignments assignments={admin.assignments} result={result} />
          </LearningPanel>
        </>
      ) : null}
      <LearningPanel id="shared-collections" title={t('workspaceLearning.collections.title')} description={t('workspaceLearning.collections.intro')}>
        <Collections collections={collections} result={result} />
      </LearningPanel>
    </div>
  )
}
