import type { ReactNode } from 'react'
import { EditorColumns, SideBox, TextInput, type FieldState } from './fields'
import { CoverField } from './upload-fields'

/** The title every content item opens with. */
export function TitleInput({ state }: { state: FieldState }) {
  return <TextInput state={state} name="title" label="Title" required maxLength={200} className="text-lg font-semibold" />
}

/**
 * The editor of a content item: its fields in the main column; beside them the publish panel,
 * the Details box, any other boxes, and last the cover image of kinds that have one (stored in
 * the field `cover`).
 */
export function ItemColumns({ state, main, publish, details, boxes, cover }: {
  state: FieldState
  main: ReactNode
  publish: ReactNode
  details?: ReactNode
  boxes?: ReactNode
  cover?: string
}) {
  return (
    <EditorColumns
      main={main}
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
