import type { ReactNode } from 'react'
import type { EditorChoices } from '../../content/editor-data.server'
import { EditorColumns, SideBox, TextInput, type FieldState } from './fields'
import { SlugInput } from './slug-input'
import { CoverField } from './upload-fields'

/** The title every content item opens with. */
export function TitleInput({ state }: { state: FieldState }) {
  return <TextInput state={state} name="title" label="Title" required maxLength={200} className="text-lg font-semibold" />
}

/** The title every content item opens with, and its slug where it is addressed by one. */
export function ItemTitle({ state, hasSlug }: { state: FieldState; hasSlug?: boolean }) {
  return (
    <>
      <TitleInput state={state} />
      {hasSlug ? <SlugInput state={state} /> : null}
    </>
  )
}

/** A content kind's own fields, placed by ItemColumns. */
export interface ItemLayout {
  /** The item is addressed by a slug, edited under the title. */
  hasSlug?: boolean
  /** Fields of the main column, after the title (and slug). */
  main: ReactNode
  details?: ReactNode
  boxes?: ReactNode
  /** The field holding the cover image, for kinds that have one. */
  cover?: string
}

/** What a content kind's editor gives: its layout, from the form's state and the choices its selects offer. */
export type ItemFields = (args: { state: FieldState; choices: EditorChoices; extra?: ReactNode }) => ItemLayout

/**
 * The editor of a content item: the title (and slug) and the kind's fields in the main column;
 * beside them the publish panel, the Details box, any other boxes, and last the cover image.
 */
export function ItemColumns({ state, publish, hasSlug, main, details, boxes, cover }: ItemLayout & { state: FieldState; publish: ReactNode }) {
  return (
    <EditorColumns
      main={
        <>
          <ItemTitle state={state} hasSlug={hasSlug} />
          {main}
        </>
      }
      side={
        <>
          {publish}
          {details ? <SideBox title="Details">{details}</SideBox> : null}
          {boxes}
          {cover ? <SideBox title="Cover"><CoverField state={state} name={cover} /></SideBox> : null}
        </>
      }
    />
  )
}
