import { Form } from 'react-router'
import type { EditorChoices } from '../../content/editor-data.server'
import { editPath, typeInfo, type ContentType } from '../../content/content-types'
import { articleFields } from './article-fields'
import type { FieldState } from './fields'
import { courseFields, pathFields, tutorialFields } from './learning-fields'
import { ItemColumns } from './item-columns'
import { playlistFields, podcastFields, seriesFields, videoFields } from './media-fields'
import { PublishPanel, type ItemMeta } from './publish-panel'
import { AuthorsPicker, type ProfileChoice } from './authors-picker'
import type { WorkflowIntent } from '../../content/workflow'

const editors = {
  articles: articleFields,
  courses: courseFields,
  paths: pathFields,
  tutorials: tutorialFields,
  videos: videoFields,
  playlists: playlistFields,
  podcasts: podcastFields,
  series: seriesFields,
} satisfies Record<ContentType, unknown>

/**
 * The editor form of any content type (multipart, so files upload with the save). It is
 * re-created after each save (keyed by version) so every field shows what was stored.
 * `extra` goes under the main fields (a course's lessons).
 */
export function ItemEditor({ type, state, meta, choices, extra, intents, profiles }: { type: ContentType; state: FieldState; meta: ItemMeta; choices: EditorChoices; extra?: React.ReactNode; intents: readonly WorkflowIntent[]; profiles: ProfileChoice[] }) {
  const info = typeInfo[type]
  const previewPath = meta ? `/admin/content/${type}/${meta.id}/preview` : null
  return (
    // The editor's address without a query: after a review or lock button (`?newsroom`), a save still goes to the editor's own action.
    <Form method="post" action={meta ? editPath(type, meta.id) : undefined} encType="multipart/form-data" className="mt-6" key={state.values.version ?? 'new'} aria-label={`Edit ${info.noun}`} id="item-editor">
      <input type="hidden" name="version" value={state.values.version ?? ''} />
      <ItemColumns state={state} publish={<><PublishPanel info={info} state={state} meta={meta} previewPath={previewPath} intents={intents} /><AuthorsPicker state={state} profiles={profiles} /></>} {...editors[type]({ state, choices, extra })} />
    </Form>
  )
}
