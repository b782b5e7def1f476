import { Form, Link, useNavigation } from 'react-router'
import { useT } from '../../../i18n/i18n'
import { TextAreaField } from '../../../ui/select-field'
import { primaryButtonClass, secondaryButtonClass, TextField } from '../../../ui/forms'
import type { LearningCollection } from '../../collections.server'
import { NOTE_MAX, type LearningFormResult } from '../../learning'
import { fieldState, FormOutcome, KindBadge, smallButtonClass, useDay } from './learning-bits'

function useSending(intent: string, target?: { name: string; value: string }) {
  const navigation = useNavigation()
  const form = navigation.formData
  if (navigation.state === 'idle' || form?.get('intent') !== intent) return false
  return target ? form.get(target.name) === target.value : true
}

/** A new collection: any member may start one. */
function CreateCollectionForm({ result }: { result?: LearningFormResult }) {
  const t = useT()
  const field = fieldState(result, 'create-collection')
  const isSending = useSending('create-collection')
  return (
    <Form method="post" preventScrollReset key={result?.intent === 'create-collection' && result.ok ? result.at : 'create'} className="space-y-3" data-testid="create-collection">
      <input type="hidden" name="intent" value="create-collection" />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField label={t('workspaceLearning.collections.name')} name="name" required maxLength={80} placeholder={t('workspaceLearning.collections.namePlaceholder')} defaultValue={field.value('name') ?? ''} error={field.error('name')} />
        </div>
        <button type="submit" className={`${secondaryButtonClass} sm:mt-7`} disabled={isSending}>{t('workspaceLearning.collections.create')}</button>
      </div>
      <div aria-live="polite">
        <FormOutcome result={result} intents={['create-collection', 'delete-collection']} fields={['name']} />
      </div>
    </Form>
  )
}

/** Saves an article, video or episode to one collection, by its address, with a note. */
function AddItemForm({ collection, result }: { collection: LearningCollection; result?: LearningFormResult }) {
  const t = useT()
  const field = fieldState(result, 'add-item', collection.id)
  const isSending = useSending('add-item', { name: 'collectionId', value: collection.id })
  const succeeded = result?.intent === 'add-item' && result.ok && result.target === collection.id
  return (
    <details className="group mt-4 rounded-xl border border-dashed border-slate-300 p-4 dark:border-slate-700" open={field.error('link') || field.error('note') ? true : undefined}>
      <summary className="cursor-pointer text-sm font-semibold text-brand-700 dark:text-brand-300">{t('workspaceLearning.collections.addTo', { collection: collection.name })}</summary>
      <Form method="post" preventScrollReset key={succeeded ? result.at : 'add'} className="mt-4 space-y-3" data-testid="add-item">
        <input type="hidden" name="intent" value="add-item" />
        <input type="hidden" name="collectionId" value={collection.id} />
        <TextField
          label={t('workspaceLearning.collections.link')}
          name="link"
          required
          maxLength={2000}
          placeholder={t('workspaceLearning.collections.linkPlaceholder')}
          defaultValue={field.value('link') ?? ''}
          error={field.error('link')}
          hint={<p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{t('workspaceLearning.collections.linkHint')}</p>}
        />
        <div>
          <TextAreaField label={t('workspaceLearning.collections.note')} name="note" rows={2} maxLength={NOTE_MAX} defaultValue={field.value('note') ?? ''} error={field.error('note')} />
          <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{t('workspaceLearning.collections.noteHint')}</p>
        </div>
        <button type="submit" className={primaryButtonClass} disabled={isSending}>{t('workspaceLearning.collections.add')}</button>
      </Form>
    </details>
  )
}

function CollectionCard({ collection, result }: { collection: LearningCollection; result?: LearningFormResult }) {
  const t = useT()
  const day = useDay()
  const count = collection.items.length
  const isDeleting = useSending('delete-collection', { name: 'collectionId', value: collection.id })
  const removing = useNavigation().formData
  return (
    <li className="rounded-xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800" data-testid="collection">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{collection.name}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">{count === 1 ? t('workspaceLearning.collections.itemsOne') : t('workspaceLearning.collections.items', { count })}</p>
        </div>
        {collection.canDelete ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="delete-collection" />
            <input type="hidden" name="collectionId" value={collection.id} />
            <button type="submit" className={smallButtonClass} disabled={isDeleting} aria-label={t('workspaceLearning.collections.deleteLabel', { collection: collection.name })}>
              {t('workspaceLearning.collections.delete')}
            </button>
          </Form>
        ) : null}
      </div>
      <div aria-live="polite" className="mt-3 empty:hidden">
        <FormOutcome result={result} intents={['add-item', 'remove-item']} target={collection.id} fields={['link', 'note']} />
      </div>
      {count === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('workspaceLearning.collections.emptyItems')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {collection.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-start justify-between gap-3 py-3" data-testid="collection-item">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <KindBadge kind={item.kind} />
                  <Link to={item.href} className="font-semibold break-words hover:text-brand-700 hover:underline dark:hover:text-brand-300">{item.title}</Link>
                </div>
                {item.note ? <p className="mt-1.5 text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-300">{item.note}</p> : null}
                <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                  {t('workspaceLearning.collections.addedBy', { name: item.addedByName ?? t('workspaceLearning.collections.formerMember'), date: day(item.addedAt) })}
                </p>
              </div>
              {item.canRemove ? (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="remove-item" />
                  <input type="hidden" name="collectionId" value={collection.id} />
                  <input type="hidden" name="itemId" value={item.id} />
                  <button
                    type="submit"
                    className={smallButtonClass}
                    disabled={removing?.get('intent') === 'remove-item' && removing.get('itemId') === item.id}
                    aria-label={t('workspaceLearning.collections.removeLabel', { title: item.title })}
                  >
                    {t('workspaceLearning.collections.remove')}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <AddItemForm collection={collection} result={result} />
    </li>
  )
}

/** The workspace's shared collections, each with its items and notes, and the forms to add to them. */
export function Collections({ collections, result }: { collections: LearningCollection[]; result?: LearningFormResult }) {
  const t = useT()
  return (
    <div className="space-y-5">
      {collections.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('workspaceLearning.collections.empty')}</p>
      ) : (
        <ul className="space-y-4" data-testid="collections">
          {collections.map((collection) => <CollectionCard key={collection.id} collection={collection} result={result} />)}
        </ul>
      )}
      <CreateCollectionForm result={result} />
    </div>
  )
}
